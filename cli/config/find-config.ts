import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { CliError, EXIT } from '../errors';
import type { Io } from '../io';
import { CONFIG_FILE_NAME } from './read-config';

/** Where a command's config comes from: the one rule every command that reads a config follows. */
export type ConfigFileSource = { kind: 'flag' | 'folder'; path: string };
export type ConfigSource = ConfigFileSource | { kind: 'built-in' };

/**
 * `--config <file>` (or a command's file argument), else `stytch-widget.config.json` in the
 * current folder, else the command's built-in example when it has one.
 */
export function findConfig(given: string | undefined, cwd = process.cwd()): ConfigSource {
  if (given) return { kind: 'flag', path: resolve(cwd, given) };
  const here = resolve(cwd, CONFIG_FILE_NAME);
  return existsSync(here) ? { kind: 'folder', path: here } : { kind: 'built-in' };
}

/**
 * The same rule for a command with no built-in example: no config is a usage error naming the
 * way to make one, so no command silently checks something else.
 */
export function findConfigFile(
  given: string | undefined,
  command: string,
  cwd = process.cwd(),
): ConfigFileSource {
  const source = findConfig(given, cwd);
  if (source.kind !== 'built-in') return source;
  throw new CliError(
    [
      `${command}: no ${CONFIG_FILE_NAME} in ${cwd}.`,
      `Create one with \`npx stytch-widget init\`, or name one with --config <file>.`,
    ],
    EXIT.usage,
  );
}

/** The config's path as the user would type it from `cwd`. */
export function shownPath(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** What `dev` and `smoke` use when no config is given or found. */
export const BUILT_IN_EXAMPLE = 'the built-in email-OTP example';

/** The line a command prints first, so the user sees which config it uses. */
export function configLine(source: ConfigSource, builtInName = BUILT_IN_EXAMPLE): string {
  switch (source.kind) {
    case 'flag':
      return `config: ${shownPath(source.path)}`;
    case 'folder':
      return `config: ${shownPath(source.path)} (found in this folder)`;
    case 'built-in':
      return `config: ${builtInName} (no ${CONFIG_FILE_NAME} here; --config <file> to test yours)`;
  }
}

/**
 * Prints `configLine` first: on stdout, or on stderr when stdout carries data (a snippet, JSON,
 * scenario names) that must stay clean for a pipe or a file.
 */
export function writeConfigLine(io: Io, source: ConfigSource, stdoutIsData = false): void {
  (stdoutIsData ? io.stderr : io.stdout).write(`${configLine(source)}\n`);
}
