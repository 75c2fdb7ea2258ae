import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { fromPackageRoot } from '../../harness/shared/package-root';

/**
 * Bundles the React host fixture (real React 19 + `stytch-widget/react`, as a React app
 * would import it) and returns the folder holding `react-host.js`. `development` builds
 * React's development copy, which runs StrictMode's double effects and prints its warnings.
 */
export async function buildReactHost(options: { development?: boolean } = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'stytch-widget-react-host-'));
  const development = options.development === true;
  const mode = development ? 'development' : 'production';
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fromPackageRoot(),
    mode,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    // Under vitest NODE_ENV is 'test', which would select the dev JSX runtime that React's
    // production build lacks; so the runtime follows the chosen build.
    oxc: { jsx: { runtime: 'automatic', development } },
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

/** Where a page server serves the built React host app (`startBrowserEnv`'s `reactHost`). */
export const REACT_HOST_PATH = '/react-host/';

/** A page of the React host app rendering `component` (default the login) with `props`. */
export function reactHostPage(
  props: object,
  component: 'StytchLogin' | 'StytchPasswordReset' | 'StytchPasskeyRegistration' = 'StytchLogin',
  options: { recordEvents?: boolean; strictMode?: boolean } = {},
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React host</title></head><body>
<div id="app"></div>
<script>window.__STYTCH_PROPS__ = ${JSON.stringify(props)}; window.__STYTCH_COMPONENT__ = ${JSON.stringify(component)};${options.recordEvents ? ' window.__STYTCH_EVENTS__ = [];' : ''}${options.strictMode ? ' window.__STYTCH_STRICT__ = true;' : ''}</script>
<script type="module" src="${REACT_HOST_PATH}react-host.js"></script>
</body></html>`;
}
