import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { RUNTIME_CHUNK } from '../../harness/shared/runtime-chunk.mjs';

// The built bundle's V8 compile hint (harness/build-targets.mjs): Chromium compiles a file
// that opens with it on a background thread as it streams in. Measured with
// tests/bench/first-render.ts; this checks the build still writes it where it pays off.
const firstLine = (file: string) =>
  readFileSync(join(fromPackageRoot('dist'), file), 'utf8').split('\n', 1)[0];

describe('compile hints in the standalone bundle', () => {
  it.each([
    ['the entry', 'stytch-widget.js'],
    ['the shared runtime', RUNTIME_CHUNK],
  ])('%s (most of it runs in the first render) opens with the hint', (_name, file) => {
    expect(firstLine(file)).toBe('//# allFunctionsCalledOnLoad');
  });

  it('the lazy chunks, fetched after the first render, do not', () => {
    const lazy = readdirSync(join(fromPackageRoot('dist'), 'chunks')).filter(
      (name) => name.endsWith('.js') && `chunks/${name}` !== RUNTIME_CHUNK,
    );
    expect(lazy.length).toBeGreaterThan(10);
    for (const name of lazy)
      expect(firstLine(`chunks/${name}`)).not.toContain('allFunctionsCalledOnLoad');
  });
});
