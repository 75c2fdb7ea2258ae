import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder of the stytch-widget package, found by walking up from this module: the same
 * answer from source (vitest, tsx) and from the build in dist/node, where relative paths differ.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'stytch-widget') {
        cached = dir;
        return dir;
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('stytch-widget: cannot find the package folder');
    dir = parent;
  }
}

export function fromPackageRoot(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}
