// The browser extension's part of the build (harness/build-targets.mjs adds these targets after
// the standalone widget's): dist/extension/, a folder Chrome loads unpacked.
//   panel.html, frame.html, service-worker.js  extension pages (ES modules)
//   content.js, page-agent.js                  injected scripts (classic scripts: IIFE)
//   route-agent.js, route-relay.js             the routing switch's page scripts (IIFE)
//   widget/                                    the standalone bundle as built (dist/stytch-widget.js + chunks)
//   manifest.json                              harness/extension/manifest.json with the package's version
//   icons/                                     the PNG icons (harness/extension/icons)
import { cpSync, readFileSync, writeFileSync } from 'node:fs';

/** @param {{ root: string, alias: import('vite').AliasOptions }} shared */
export function extensionTargets({ root, alias }) {
  const at = (p) => `${root}${p}`;
  const outDir = at('dist/extension');
  const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

  const copyManifestAndWidget = {
    name: 'stytch-widget:extension-files',
    closeBundle() {
      const manifest = JSON.parse(readFileSync(at('harness/extension/manifest.json'), 'utf8'));
      manifest.version = JSON.parse(readFileSync(at('package.json'), 'utf8')).version;
      writeFileSync(`${outDir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      // The icons, rendered from icons/icon.svg by icons/render-icons.mjs (committed PNGs).
      cpSync(at('harness/extension/icons'), `${outDir}/icons`, {
        recursive: true,
        filter: (source) => !/\.(svg|mjs)$/.test(source),
      });
      // The widget the extension mounts is the one the package ships, byte for byte.
      cpSync(at('dist/stytch-widget.js'), `${outDir}/widget/stytch-widget.js`);
      cpSync(at('dist/chunks'), `${outDir}/widget/chunks`, {
        recursive: true,
        filter: (source) => !source.endsWith('.map'),
      });
    },
  };

  const pages = {
    root: at('harness/extension'),
    base: './',
    configFile: false,
    logLevel: 'warn',
    define: production,
    plugins: [copyManifestAndWidget],
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: {
          panel: at('harness/extension/panel.html'),
          frame: at('harness/extension/frame.html'),
          'service-worker': at('harness/extension/service-worker.ts'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  };

  // chrome.scripting.executeScript runs files as classic scripts: one self-contained file each.
  const classicScript = (name) => ({
    root,
    configFile: false,
    logLevel: 'warn',
    define: production,
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: {
        entry: at(`harness/extension/${name}.ts`),
        formats: ['iife'],
        name: name.replace(/-/g, '_'),
        fileName: () => `${name}.js`,
      },
    },
  });

  return [
    pages,
    classicScript('content'),
    classicScript('page-agent'),
    classicScript('route-agent'),
    classicScript('route-relay'),
  ];
}
