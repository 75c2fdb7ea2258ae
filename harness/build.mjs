// Builds everything the package ships, in one process:
//   dist/stytch-widget.js (+ dist/chunks/)  standalone widget for <script type="module">, Preact inside
//   dist/react/                              React entry (react and react-dom are the host's)
//   dist/node/                               CLI, test API, dev server and smoke harness for Node
//   dist/dev/                                the dev page of `stytch-widget dev` (npm start)
//   dist/stytch-widget.schema.json           JSON Schema of stytch-widget.config.json
//   dist/provider/stytch.js                  the official SDK's script-tag build, which the test
//                                            API serves as js.stytch.com/stytch.js
//   dist/types/                              .d.ts for the standalone and React entries (with the
//                                            official client's, vendor/: harness/vendor-types.mjs)
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { writeProviderScript } from './build-provider-script.mjs';
import { buildTargets } from './build-targets.mjs';
import { vendorClientTypes } from './vendor-types.mjs';

const started = Date.now();
// A clean dist/: lazy chunks carry content hashes, so stale ones from an earlier build would
// otherwise pile up in dist/chunks and ship in the package.
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
for (const target of buildTargets()) {
  await build(target);
}
// Type declarations for the two public entries (TypeScript hosts import them). Emitted without
// checking them again (`--noCheck`: the same files, 4.2 s of CPU against 7.4 s): `npm run check`
// type-checks the whole tree, and `npm test` runs it beside the build.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(
  process.execPath,
  [tsc, '-p', new URL('../tsconfig.types.json', import.meta.url).pathname, '--noCheck'],
  {
    stdio: 'inherit',
  },
);
vendorClientTypes(new URL('../dist/types', import.meta.url).pathname);
const { writeJsonSchema } = await import('../dist/node/json-schema.js');
await writeJsonSchema(new URL('../dist/stytch-widget.schema.json', import.meta.url));
writeProviderScript(new URL('../dist', import.meta.url).pathname);
process.stdout.write(
  `stytch-widget: built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
