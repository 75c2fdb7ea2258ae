import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => `${root}${p}`;

// The standalone bundle swaps React for Preact's compat layer: the same component code,
// a fraction of the bytes (React 19 + react-dom alone is ~68 KB gzipped).
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Libraries' CommonJS shims of hooks React >= 18 has (swr uses use-sync-external-store): the
// ES module in harness/build-shims re-exports React's own, so no require('react') is bundled.
const hookShims = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: at('harness/build-shims/use-sync-external-store-shim.js'),
  },
];

/** In the standalone build, swr's `import React from 'react'` gets harness/build-shims/react-for-swr.js. */
const reactForSwr = {
  name: 'stytch-widget:react-for-swr',
  enforce: 'pre',
  resolveId(source, importer) {
    // The alias plugin has already turned 'react' into 'preact/compat' by the time this runs.
    if (source === 'preact/compat' && importer?.includes('/node_modules/swr/')) {
      return at('harness/build-shims/react-for-swr.js');
    }
    return null;
  },
};

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** Bundling drops libraries' "use client" directives by design (no React Server Components here). */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /["']use client["']/.test(warning.message))
    return;
  warn(warning);
}

function standalone() {
  return {
    root,
    configFile: false,
    plugins: [reactForSwr],
    logLevel: 'warn',
    define: production,
    resolve: { alias: [...hookShims, ...preactAliases] },
    build: {
      outDir: at('dist'),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: { entry: at('widget/index.ts'), formats: ['es'], fileName: () => 'stytch-widget.js' },
      rollupOptions: {
        // Lazy chunks are imported relative to the bundle's own URL (plain ES module semantics).
        onwarn,
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
        // Lets code shared by the entry and the lazy chunks stay in the entry (the lazy chunks
        // import it from there) instead of being split into a second file every page loads.
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
}

function reactEntry() {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    define: production,
    resolve: { alias: hookShims },
    build: {
      outDir: at('dist/react'),
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      lib: {
        entry: at('widget/react.tsx'),
        formats: ['es'],
        fileName: () => 'stytch-widget-react.js',
      },
      rollupOptions: {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
        onwarn,
        output: { chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
}

// The dev page of `stytch-widget dev` (harness/dev/page): a page of its own that loads the
// standalone bundle at run time, so the widget build above stays as it ships.
function devPage() {
  return {
    root: at('harness/dev/page'),
    base: '/dev/',
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: at('dist/dev'),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      // Chromium has modulepreload; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
    },
  };
}

const nodeEntries = {
  cli: 'cli/index.ts',
  'test-api': 'harness/test-api/index.ts',
  dev: 'harness/dev/index.ts',
  smoke: 'harness/smoke/index.ts',
  'json-schema': 'cli/config/json-schema.ts',
};

function node() {
  const input = Object.fromEntries(
    Object.entries(nodeEntries)
      .filter(([, file]) => existsSync(at(file)))
      .map(([name, file]) => [name, at(file)]),
  );
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: at('dist/node'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input,
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
}

export function buildTargets() {
  return [node(), standalone(), reactEntry(), devPage()];
}
