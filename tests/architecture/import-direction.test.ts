import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// One direction of imports between the top-level folders: the widget ships to browsers on its
// own, the harness (test API, dev page, smoke runner) serves both the CLI and the tests, and the
// CLI sits on top. Product code never reaches into tests/; tests beside the code (*.test.*) may.
const FORBIDDEN: Record<string, readonly string[]> = {
  widget: ['cli', 'harness', 'tests'],
  harness: ['cli', 'tests'],
  cli: ['tests'],
};
const SCANNED = Object.keys(FORBIDDEN);
const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The top-level folder a specifier lands in, or null for packages other than this one. */
function targetFolder(fromFile: string, specifier: string): string | null {
  // The package's own name resolves to the widget's entries (package.json exports, tsconfig paths).
  if (specifier === 'stytch-widget' || specifier.startsWith('stytch-widget/')) return 'widget';
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(dirname(join(root, fromFile)), specifier));
  return target.split(sep)[0] ?? null;
}

/** What is wrong with one import, or null when it goes the allowed way. */
function crossing(fromFile: string, specifier: string): string | null {
  const from = fromFile.split('/')[0] ?? '';
  const to = targetFolder(fromFile, specifier);
  if (!to || to === from) return null;
  if (to === 'tests' && TEST_FILE.test(fromFile)) return null;
  if (!FORBIDDEN[from]?.includes(to)) return null;
  return `${fromFile}: imports '${specifier}' (${from}/ must not import ${to}/)`;
}

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') out.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

/** Every module specifier of a file: static and type imports, re-exports, import(), require(). */
function specifiers(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

describe('import direction between widget/, harness/ and cli/', () => {
  it('recognises the crossings it forbids and allows the rest', () => {
    expect(crossing('harness/dev/page.ts', '../../cli/snippets/render')).toMatch(
      "harness/dev/page.ts: imports '../../cli/snippets/render' (harness/ must not import cli/)",
    );
    expect(crossing('widget/app/App.tsx', '../../harness/test-api')).not.toBeNull();
    expect(crossing('widget/app/App.tsx', '../../cli/io')).not.toBeNull();
    expect(crossing('harness/smoke/run.ts', '../../tests/support/fake-time')).not.toBeNull();
    expect(crossing('cli/commands/dev.ts', '../../harness/dev')).toBeNull();
    expect(crossing('cli/commands/init.ts', '../../widget/config')).toBeNull();
    expect(crossing('harness/shared/x.ts', '../../widget/config')).toBeNull();
    expect(crossing('harness/shared/x.ts', 'stytch-widget/react')).toBeNull();
    expect(crossing('widget/x.test.tsx', '../tests/support/widget-test-root')).toBeNull();
    expect(crossing('widget/index.ts', 'preact/compat')).toBeNull();
  });

  it('no file under widget/, harness/ or cli/ imports across the forbidden directions', () => {
    const problems: string[] = [];
    let imports = 0;
    for (const folder of SCANNED) {
      const files = sourceFiles(folder);
      // An empty scan would pass whatever the imports are.
      expect(files.length, `source files under ${folder}/`).toBeGreaterThan(0);
      for (const file of files) {
        for (const specifier of specifiers(file)) {
          imports++;
          const problem = crossing(file, specifier);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(imports).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
