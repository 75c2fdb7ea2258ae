import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { fromPackageRoot } from '../../harness/package-root';

/**
 * Bundles the React host fixture (real React 19 + `stytch-widget/react`, as a React app
 * would import it) and returns the folder holding `react-host.js`.
 */
export async function buildReactHost(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'stytch-widget-react-host-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fromPackageRoot(),
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Under vitest NODE_ENV is 'test', which would select the dev JSX runtime that React's
    // production build lacks.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: fromPackageRoot('tests/fixtures/react-host/main.tsx'),
        formats: ['es'],
        fileName: () => 'react-host.js',
      },
      rollupOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
    },
  });
  return outDir;
}

/** A page of the React host app rendering `component` (default the login) with `props`. */
export function reactHostPage(
  props: object,
  component: 'StytchLogin' | 'StytchPasswordReset' | 'StytchPasskeyRegistration' = 'StytchLogin',
  options: { recordEvents?: boolean } = {},
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React host</title></head><body>
<div id="app"></div>
<script>window.__STYTCH_PROPS__ = ${JSON.stringify(props)}; window.__STYTCH_COMPONENT__ = ${JSON.stringify(component)};${options.recordEvents ? ' window.__STYTCH_EVENTS__ = [];' : ''}</script>
<script type="module" src="/react-host/react-host.js"></script>
</body></html>`;
}
