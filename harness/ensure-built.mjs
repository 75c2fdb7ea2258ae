// `npm start` and `npm pack` in a clone: build dist/ first when it is missing or older than the sources, so
// `npm install && npm start` works without an install script (the published package has none:
// its dist/ is built by `prepack`, and npm warns about packages that build on install).
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['widget', 'cli', 'harness', 'templates', 'package.json', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const built = statSync(join(root, 'dist', 'node', 'cli.js'), { throwIfNoEntry: false });
const sources = Math.max(...SOURCES.map((source) => newest(join(root, source))));
if (!built || built.mtimeMs < sources) {
  execFileSync(process.execPath, [join(root, 'harness', 'build.mjs')], { stdio: 'inherit' });
}
