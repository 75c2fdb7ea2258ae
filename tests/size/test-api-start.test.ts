import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

// What the built CLI loads before its test API can answer: the files reached from an entry by
// static imports. A library that only some calls need (WebAuthn's) is loaded by the first such
// call instead (harness/test-api/webauthn/library.ts), so `test-api`, `smoke` and `dev` start
// without its quarter second of CPU.

const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'"()]*?\s*from\s*)?["']([^"']+)["']/g;

/** The packages a built file and the files it imports statically import, transitively. */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (target.startsWith('.')) visit(resolve(dirname(file), target));
      else packages.add(target);
    }
  };
  visit(entry);
  return packages;
}

it.each(['test-api.js', 'smoke.js', 'dev.js'])(
  'dist/node/%s loads no WebAuthn library before a WebAuthn call',
  (entry) => {
    const packages = staticPackages(join(fromPackageRoot('dist'), 'node', entry));
    // The walk sees the test API's own packages (it is not vacuous).
    expect([...packages]).toContain('node-sqlite3-wasm');
    expect([...packages].filter((name) => name.startsWith('@simplewebauthn/'))).toEqual([]);
  },
);
