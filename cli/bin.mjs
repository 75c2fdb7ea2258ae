#!/usr/bin/env node
// Committed launcher: `bin` points here rather than at a build output, so the execute bit and
// npx's cache survive rebuilds. The compiled CLI lives in dist/node (built on `npm install`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/node/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write(
    'stytch-widget: the CLI is not built yet. Run `npm run build` (or `npm install`) in the package folder.\n',
  );
  process.exit(1);
}
await import(entry.href);
