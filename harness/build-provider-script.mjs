// dist/provider/stytch.js: what the test API answers for https://js.stytch.com/stytch.js, so an
// app that loads Stytch's SDK with a script tag (the older integration) loads offline. It is the
// official SDK's own browser build (@stytch/vanilla-js's IIFE, the major this package is built
// and tested with), unchanged, with the `Stytch(publicToken)` factory that script-tag pages call.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';

const require = createRequire(import.meta.url);

export function writeProviderScript(distDir) {
  // The package exports no package.json; its root is above the entry's dist/.
  const entry = require.resolve('@stytch/vanilla-js');
  const root = entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`));
  const { version, license } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const sdk = readFileSync(join(root, 'dist', 'iife', 'index.js'), 'utf8')
    // The map is not shipped; a dangling reference would make DevTools ask the test API for it.
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
  const factory = `;(function () {
  if (typeof window === 'undefined' || !window.stytch) return;
  // The script-tag integration's entry: Stytch(publicToken) gives the UI client.
  window.Stytch = window.Stytch || function Stytch(publicToken, options) {
    return new window.stytch.StytchUIClient(publicToken, options);
  };
})();
`;
  const out = join(distDir, 'provider', 'stytch.js');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `/*! @stytch/vanilla-js ${version} (${license} license), served by the stytch-widget test API as js.stytch.com/stytch.js */\n${sdk}${factory}`,
  );
  return out;
}
