import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The areas of the package and the imports allowed between them. The widget ships to browsers
// on its own; inside harness/, the test API depends on shared code only, the smoke runner and
// the `stytch-widget/testing` package entry use the test API, the developer tools (dev page,
// extension, inspector) use the others, and shared Node code sits at the bottom; the CLI sits on
// top. An area is entered only through its entry files, so what it exposes is a choice.
// Imports inside one area are free, and so are tests/ (they test every area from outside).
type Area =
  | 'widget'
  | 'cli'
  | 'tests'
  | 'harness/build'
  | 'harness/shared'
  | 'harness/test-api'
  | 'harness/testing'
  | 'harness/routing'
  | 'harness/smoke'
  | 'harness/dev'
  | 'harness/extension'
  | 'harness/inspector';

const ANY = '*';

/** Area → the areas it may import. */
const MAY_IMPORT: Record<Area, readonly Area[] | typeof ANY> = {
  widget: [],
  'harness/shared': ['widget'],
  'harness/test-api': ['harness/shared', 'widget'],
  'harness/testing': ['harness/test-api', 'harness/routing'],
  'harness/routing': ['harness/test-api'],
  'harness/smoke': ['harness/test-api', 'harness/routing', 'harness/shared', 'widget'],
  'harness/inspector': ['harness/test-api', 'widget'],
  'harness/dev': ['harness/inspector', 'harness/test-api', 'harness/shared', 'widget'],
  'harness/extension': [
    'harness/inspector',
    'harness/dev',
    'harness/test-api',
    'harness/shared',
    'widget',
  ],
  cli: [
    'harness/dev',
    'harness/extension',
    'harness/smoke',
    'harness/test-api',
    'harness/shared',
    'widget',
  ],
  // The build bundles every area; nothing imports it.
  'harness/build': ANY,
  tests: ANY,
};

/**
 * Area → the files other areas import it through. The light entries keep Node code and
 * Puppeteer out of browser bundles and out of the CLI's start-up. Shared code and the widget are
 * libraries of single-purpose modules: each file is its own entry, as a barrel would load every
 * module (Chromium's launcher, Node's fs) wherever one is needed.
 */
const ENTRIES: Record<Area, readonly string[] | typeof ANY> = {
  widget: ANY,
  'harness/shared': ANY,
  'harness/test-api': [
    'harness/test-api/index.ts',
    // browser-safe: the control client and the outbox's paths, for the inspector
    'harness/test-api/client.ts',
    // the password hashing costs' names, for the CLI's flag (no code behind them)
    'harness/test-api/password-hash-costs.ts',
    // project settings and redirect rules, for the CLI's doctor
    'harness/test-api/settings.ts',
  ],
  'harness/testing': ['harness/testing/index.ts'],
  'harness/routing': ['harness/routing/index.ts'],
  'harness/smoke': [
    'harness/smoke/index.ts',
    // the reporter registry, for the CLI's start-up
    'harness/smoke/reporter-registry.ts',
  ],
  // The dev page's config paths hold no Node code: the extension's panel reads them.
  'harness/dev': ['harness/dev/index.ts', 'harness/dev/page/dev-page-config.ts'],
  'harness/extension': ['harness/extension/index.ts'],
  // Its public modules, one per job: the extension bundles its pages into chunks by the files
  // each page reaches, so a barrel put the panel's view into a chunk the floating frame loads.
  'harness/inspector': [
    'harness/inspector/agent.ts',
    'harness/inspector/in-page.ts',
    'harness/inspector/inspector.css',
    'harness/inspector/messages.ts',
    'harness/inspector/model.ts',
    'harness/inspector/theme.ts',
    'harness/inspector/view.ts',
  ],
  cli: [],
  'harness/build': [],
  tests: [],
};

const SCANNED = ['widget', 'harness', 'cli'];
const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const HARNESS_AREAS = new Set([
  'shared',
  'test-api',
  'testing',
  'routing',
  'smoke',
  'dev',
  'extension',
  'inspector',
]);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The area a repository path belongs to, or null outside every area (dist/, templates/). */
function areaOf(path: string): Area | null {
  const [top, second] = path.split('/');
  if (top === 'widget' || top === 'cli' || top === 'tests') return top;
  if (top !== 'harness') return null;
  // The build scripts at harness/'s root and the shims they bundle.
  if (second && HARNESS_AREAS.has(second)) return `harness/${second}` as Area;
  return 'harness/build';
}

/** The file a relative specifier lands on, as the bundlers resolve it. */
function resolveFile(fromFile: string, specifier: string): string {
  const base = relative(root, resolve(dirname(join(root, fromFile)), specifier))
    .split(sep)
    .join('/');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile()) ?? base
  );
}

/** What is wrong with one import, or null when the table allows it. */
function crossing(fromFile: string, specifier: string): string | null {
  const from = areaOf(fromFile);
  if (!from) return null;
  // The package's own name resolves to the widget's entries (package.json exports, tsconfig paths).
  const selfName = specifier === 'stytch-widget' || specifier.startsWith('stytch-widget/');
  if (!selfName && !specifier.startsWith('.')) return null;
  const target = selfName ? 'widget/index.ts' : resolveFile(fromFile, specifier);
  const to = areaOf(target);
  if (!to || to === from) return null;
  // Tests beside the code may use the suites' support code.
  if (to === 'tests' && TEST_FILE.test(fromFile)) return null;
  const allowed = MAY_IMPORT[from];
  if (allowed !== ANY && !allowed.includes(to)) {
    const list = allowed.length > 0 ? allowed.join(', ') : 'nothing of this package';
    return `${fromFile}: imports '${specifier}' (${from} may import ${list}; not ${to})`;
  }
  const entries = ENTRIES[to];
  if (allowed !== ANY && entries !== ANY && !entries.includes(target)) {
    return `${fromFile}: imports '${specifier}' (${to} is entered only through ${entries.join(', ')})`;
  }
  return null;
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

describe('imports between the areas (widget/, cli/, and the areas of harness/)', () => {
  it('recognises the crossings it forbids and allows the rest', () => {
    expect(crossing('harness/dev/page.ts', '../../cli/snippets/render')).toBe(
      "harness/dev/page.ts: imports '../../cli/snippets/render' (harness/dev may import harness/inspector, harness/test-api, harness/shared, widget; not cli)",
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
    // Walls inside harness/: a new arrow, and an arrow past an area's entry.
    expect(crossing('harness/test-api/http/cors.ts', '../../extension/origins')).toBe(
      "harness/test-api/http/cors.ts: imports '../../extension/origins' (harness/test-api may import harness/shared, widget; not harness/extension)",
    );
    expect(crossing('harness/shared/x.ts', '../test-api')).not.toBeNull();
    expect(crossing('harness/inspector/view.ts', '../test-api/control-client')).toBe(
      "harness/inspector/view.ts: imports '../test-api/control-client' (harness/test-api is entered only through harness/test-api/index.ts, harness/test-api/client.ts, harness/test-api/password-hash-costs.ts, harness/test-api/settings.ts)",
    );
    expect(crossing('harness/inspector/view.ts', '../test-api/client')).toBeNull();
    expect(crossing('harness/smoke/run-smoke.ts', '../test-api')).toBeNull();
    expect(crossing('harness/smoke/run-smoke.ts', '../dev')).not.toBeNull();
    expect(crossing('harness/extension/panel.ts', '../inspector/inspector.css')).toBeNull();
    expect(crossing('harness/extension/panel.ts', '../inspector/view')).toBeNull();
    expect(crossing('harness/extension/panel.ts', '../inspector/outbox-view')).not.toBeNull();
    expect(crossing('harness/dev/x.ts', '../shared/page-server')).toBeNull();
    expect(crossing('cli/commands/smoke.ts', '../../harness/smoke/reporter-registry')).toBeNull();
    expect(
      crossing('cli/commands/smoke.ts', '../../harness/smoke/report/reporters'),
    ).not.toBeNull();
    // Inside an area anything goes; the build and tests/ may reach everywhere.
    expect(crossing('harness/smoke/scenarios/crypto.ts', '../pages/CryptoPage')).toBeNull();
    expect(crossing('harness/build-targets.mjs', './extension/build-extension.mjs')).toBeNull();
    expect(crossing('tests/browser/x.test.ts', '../../harness/smoke/runner/plan')).toBeNull();
    expect(crossing('harness/extension/x.ts', '../build.mjs')).not.toBeNull();
  });

  it('no file under widget/, harness/ or cli/ imports across the table', () => {
    const problems: string[] = [];
    const areas = new Set<string>();
    let imports = 0;
    for (const folder of SCANNED) {
      const files = sourceFiles(folder);
      // An empty scan would pass whatever the imports are.
      expect(files.length, `source files under ${folder}/`).toBeGreaterThan(0);
      for (const file of files) {
        areas.add(areaOf(file) ?? 'none');
        for (const specifier of specifiers(file)) {
          imports++;
          const problem = crossing(file, specifier);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(imports).toBeGreaterThan(100);
    // Every area in the table has files, so a renamed folder cannot drop out of the check.
    expect([...areas].sort()).toEqual(
      Object.keys(MAY_IMPORT)
        .filter((a) => a !== 'tests')
        .sort(),
    );
    expect(problems).toEqual([]);
  });
});
