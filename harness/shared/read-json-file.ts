import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { findJsonSyntaxError } from './json-syntax';
import { UserError } from './user-error';

/** What to suggest when the file does not exist (a config: create one with `init`). */
export interface ReadJsonOptions {
  missingFix?: string;
}

const CONFIG_MISSING_FIX = 'create one with `stytch-widget init`';

function unreadable(file: string, error: unknown, options: ReadJsonOptions): UserError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT'
      ? `no such file; ${options.missingFix ?? CONFIG_MISSING_FIX}`
      : code === 'EISDIR'
        ? 'is a folder, not a file'
        : `cannot read it (${code ?? (error as Error).message})`;
  return new UserError(`${file}: ${reason}`, { kind: 'input', cause: error });
}

/**
 * Parses a JSON file's text. Malformed JSON names the file, line and column
 * (`file:3:14: ...`), the format editors and terminals turn into links.
 */
export function parseJsonText(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(body);
  } catch (error) {
    const found = findJsonSyntaxError(body);
    const where = found ? `${found.line}:${found.column}` : '1:1';
    const message = found?.message ?? (error as Error).message;
    throw new UserError(`${file}:${where}: malformed JSON: ${message}`, {
      kind: 'input',
      cause: error,
    });
  }
}

/** Reads and parses a JSON file; a missing, unreadable or malformed one is a UserError. */
export async function readJsonFile(file: string, options: ReadJsonOptions = {}): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error, options);
  }
  return parseJsonText(text, file);
}

/** The same, synchronously (the test API reads its settings while it is built). */
export function readJsonFileSync(file: string, options: ReadJsonOptions = {}): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw unreadable(file, error, options);
  }
  return parseJsonText(text, file);
}
