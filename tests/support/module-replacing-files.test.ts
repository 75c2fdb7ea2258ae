import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { afterEach, expect, it } from 'vitest';
import { moduleReplacingFiles, REPLACES_MODULES } from './module-replacing-files';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `vi.<name>(<args>)`, spelled so this file's own source replaces nothing. */
const vi = (name: string, args: string) => ['vi', `${name}(${args});`].join('.');

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'stytch-widget-replacing-'));
  made.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

it('finds the test files that replace a module, a global or an env variable', () => {
  const root = tree({
    'a/mocks.test.ts': vi('mock', "'./x', () => ({})"),
    'a/later.test.tsx': `it('x', async () => { ${vi('doMock', "'./y'")} });`,
    'a/globals.test.ts': vi('stubGlobal', "'fetch', f"),
    'a/env.test.ts': vi('stubEnv', "'NODE_ENV', 'production'"),
    'a/plain.test.ts': "import { it } from 'vitest'; it('x', () => {});",
    'a/spies.test.ts': vi('spyOn', "console, 'error'") + vi('fn', ''),
    'a/not-a-test.ts': vi('mock', "'./x'"),
    'b/mocks.test.ts': vi('mock', "'./x'"),
  });
  expect(moduleReplacingFiles(['a/**/*.test.{ts,tsx}'], [], root)).toEqual([
    'a/env.test.ts',
    'a/globals.test.ts',
    'a/later.test.tsx',
    'a/mocks.test.ts',
  ]);
});

it('leaves out the excluded files', () => {
  const root = tree({
    'a/mocks.test.ts': vi('mock', "'./x'"),
    'a/skip/mocks.test.ts': vi('mock', "'./x'"),
  });
  expect(moduleReplacingFiles(['a/**/*.test.ts'], ['a/skip/**'], root)).toEqual([
    'a/mocks.test.ts',
  ]);
});

it('no project that shares modules between files holds a file that replaces one', async () => {
  const { default: config } = await import('../../vitest.config');
  const projects = (config.test?.projects ?? []).flatMap((project) =>
    typeof project === 'object' && 'test' in project && project.test ? [project.test] : [],
  );
  const shared = projects.filter((test) => test.isolate === false);
  expect(shared.map((test) => test.name)).toEqual(['unit', 'contract', 'browser']);
  for (const test of shared) {
    const files = globSync(test.include ?? [], { ignore: test.exclude ?? [] });
    expect(files.length, String(test.name)).toBeGreaterThan(0);
    expect(files.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')))).toEqual([]);
  }
  // The ones that do replace modules still run, each in a fresh worker.
  const isolated = projects.filter((test) => test.isolate !== false).flatMap((t) => t.include);
  expect(isolated).toContain('tests/browser/dev-page-startup.test.ts');
});
