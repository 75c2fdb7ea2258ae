import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';

// Most test files share their worker's loaded modules with the files before them (Vitest's
// `isolate: false`): loading the test API, Puppeteer and the widget's modules again for each
// file cost about 1.7 s of CPU a file. A file that replaces a module or a global for its tests
// (vi.mock, vi.stubGlobal, …) would leak the replacement into the files after it, or find the
// real module already loaded and not replaced at all; those files run in a fresh worker each.
// They are found by reading the files, so a new one is never missed.

/** A call that replaces a module, a global or an environment variable for the whole file. */
export const REPLACES_MODULES =
  /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

/** The files of `include` (less `exclude`) whose source replaces a module or a global. */
export function moduleReplacingFiles(
  include: readonly string[],
  exclude: readonly string[],
  cwd = process.cwd(),
): string[] {
  return globSync([...include], { ignore: [...exclude], cwd })
    .filter((path) => REPLACES_MODULES.test(readFileSync(join(cwd, path), 'utf8')))
    .sort();
}
