import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { inject, vi } from 'vitest';
import type { InitMatrix } from './config-matrix/init-matrix';
import type { PackedInstall } from './packed-install';

// The install project's setup (packed-install.setup.ts) packs and installs the package and works
// out the init → smoke matrix without holding up the run: the unit and contract layers start at
// once, and the install files, which run after them, wait here for what the setup wrote.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file the setup writes its result to once it has one (read it with preparedInstall). */
    preparedInstallFile: string;
  }
}

export interface PreparedInstall {
  install: PackedInstall;
  matrix: InitMatrix;
}

type Written = { prepared: PreparedInstall } | { error: string };

/** Writes the setup's result so a reader never sees half of it (a rename is atomic). */
export function writePrepared(file: string, result: Written): void {
  writeFileSync(`${file}.partial`, JSON.stringify(result));
  renameSync(`${file}.partial`, file);
}

/**
 * The run's packed install and matrix, once the setup has written them; throws the setup's own
 * error if it failed. `timeoutMs` only guards against a setup that never ends.
 */
export async function preparedInstall(
  file: string = inject('preparedInstallFile'),
  timeoutMs = 300_000,
): Promise<PreparedInstall> {
  await vi.waitFor(
    () => {
      if (!existsSync(file)) {
        throw new Error(`the packed install was not ready after ${timeoutMs / 1000} s (${file})`);
      }
    },
    { timeout: timeoutMs, interval: 200 },
  );
  const written = JSON.parse(readFileSync(file, 'utf8')) as Written;
  if ('error' in written) throw new Error(`the packed install failed:\n${written.error}`);
  return written.prepared;
}
