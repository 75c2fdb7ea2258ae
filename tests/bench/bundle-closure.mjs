// What a page loads of the built widget, measured from dist/ without a browser: the entry and
// the chunks it imports statically, plus, for a product mix, the lazy chunk each product's
// part of Main lives in (found through the source maps) with its own static imports. Used by
// the bundle-size benchmark and the size budget test.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;

// Chunk file names end in a content hash that changes with any source byte, comments included,
// and random-looking names compress differently: measured as shipped, the same code varied by
// about 150 B gzip between two builds that differed only in comments. Imports of hashed chunks
// are measured with one fixed hash of the same length, so a figure moves only with the code.
const HASHED_IMPORT = /(["'][^"']*?)-[A-Za-z0-9_-]{8}\.js(["'])/g;
export const withFixedHashes = (code) => code.replace(HASHED_IMPORT, '$1-00000000.js$2');
export const gzFile = (file) => gzBytes(withFixedHashes(readFileSync(file, 'utf8')));

/** The file and every chunk reachable through static imports (dynamic import() excluded). */
export function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const pattern =
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
    for (const match of code.matchAll(pattern)) visit(join(dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

/** The built chunk of dist/chunks whose source map names `source` (a path from the root). */
export function chunkOf(dist, source) {
  const dir = join(dist, 'chunks');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    if (map.sources.some((path) => path.replace(/^(\.\.\/)+/, '') === source)) {
      return join(dir, name.slice(0, -'.map'.length));
    }
  }
  throw new Error(`No chunk of ${dir} holds ${source}: run \`npm run build\`.`);
}

/**
 * Every file before the first render of a product mix: the entry's static closure plus the
 * static closure of the chunk holding each of `sources` (the modules Main needs drawn).
 */
export function mixFiles(dist, sources = []) {
  const files = new Set(staticClosure(join(dist, 'stytch-widget.js')));
  for (const source of sources)
    for (const file of staticClosure(chunkOf(dist, source))) files.add(file);
  return [...files];
}

export const totalGz = (files) => files.reduce((sum, file) => sum + gzFile(file), 0);
