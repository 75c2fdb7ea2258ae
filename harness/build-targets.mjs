import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extensionTargets } from './extension/build-extension.mjs';
import { EMBED_LOADER, RUNTIME_CHUNK } from './shared/runtime-chunk.mjs';

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

// The browser builds ask the browser whether a word is a CSS colour instead of bundling the
// table of names the CLI uses (widget/config/named-colors.ts).
const browserModules = [
  { find: /^\.\/named-colors$/, replacement: at('widget/config/named-colors.browser.ts') },
];

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** Bundling drops libraries' "use client" directives by design (no React Server Components here). */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /["']use client["']/.test(warning.message))
    return;
  warn(warning);
}

const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** Modules the entry statically imports that the lazy chunks use too (see standalone()). */
const SHARED_WITH_ENTRY =
  /node_modules[\\/]preact[\\/]|widget[\\/]app[\\/]context\.ts$|widget[\\/]client[\\/](errors|call-client)\.ts$|widget[\\/]ui[\\/](Form|Spinner|Loading|ErrorText)\.tsx$/;

function standalone() {
  return {
    root,
    configFile: false,
    plugins: [reactForSwr],
    logLevel: 'warn',
    define: production,
    resolve: { alias: [...browserModules, ...hookShims, ...preactAliases] },
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
        output: {
          // Vite keeps whitespace and comments in ES library builds (for bundlers' tree-shaking);
          // this file is what pages load as is, so it is minified fully (`@__PURE__` notes are
          // kept). 12 % fewer gzip bytes before the first render.
          minify: { codegen: { removeWhitespace: true } },
          chunkFileNames: (chunk) =>
            chunk.name === 'runtime' ? RUNTIME_CHUNK : 'chunks/[name]-[hash].js',
          // What the entry shares with the lazy chunks (Preact, the widget context, the form,
          // spinner and error pieces) in one file: the bundler (rolldown 1.2, its issue 9963)
          // does not merge it into the entry, and left alone it splits it into three files the
          // page fetches only once the entry has arrived. One file is one request and one
          // compile in that wait (the first field ~30 ms sooner under 4x CPU throttling).
          codeSplitting: { groups: [{ name: 'runtime', test: SHARED_WITH_ENTRY }] },
          // V8's compile hint (Chrome 136+; other engines read a comment) on the two files every
          // page runs: most of their functions run in the first render, so Chromium compiles
          // them on a background thread while they stream in, not one by one on the main thread
          // as they are first called. Not on the lazy chunks, fetched after the first render.
          // Added after minification, which would drop it as a comment.
          postBanner: (chunk) =>
            chunk.isEntry || chunk.name === 'runtime' ? COMPILE_ALL_ON_LOAD : '',
        },
        // Lets code shared by the entry and the lazy chunks stay in the entry (the lazy chunks
        // import it from there) instead of being split into a second file every page loads.
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
}

// The HTML snippets' loader (widget/embed/loader.ts): a file of its own beside the bundle, which
// it imports at run time (never bundled into it), so it can say so when the bundle fails.
function embedLoader() {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    define: production,
    build: {
      outDir: at('dist'),
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: { entry: at('widget/embed/loader.ts'), formats: ['es'], fileName: () => EMBED_LOADER },
      rollupOptions: { onwarn, output: { minify: { codegen: { removeWhitespace: true } } } },
    },
  };
}

function reactEntry() {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    define: production,
    resolve: { alias: [...browserModules, ...hookShims] },
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
  testing: 'harness/testing/index.ts',
  // Loaded by a customer's server with --import: routes the official `stytch` client.
  'node-hook': 'harness/routing/node-hook.ts',
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
  return [
    node(),
    standalone(),
    embedLoader(),
    reactEntry(),
    devPage(),
    ...extensionTargets({ root, alias: browserModules }),
  ];
}
