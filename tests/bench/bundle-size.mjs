#!/usr/bin/env node
// Prints the gzip size of what dist/stytch-widget.js loads before its first render (the entry
// plus the chunks it imports statically), next to the official prebuilt UI bundle, and the
// ratio. Run after `npm run build`: node tests/bench/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry and every chunk reachable through static imports (dynamic import() excluded). */
function staticClosure(entry) {
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

const entry = join(root, 'dist/stytch-widget.js');
const files = staticClosure(entry);
const ours = files.reduce((sum, file) => sum + gz(file), 0);
const official = join(root, 'node_modules/@stytch/vanilla-js/dist/iife/index.js');
const theirs = gz(official);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Before first render (gzip -9):');
for (const file of files) console.log(`  ${file.slice(root.length + 1)}  ${kb(gz(file))}`);
console.log(`stytch-widget total:                 ${ours} B (${kb(ours)})`);
console.log(`official prebuilt UI (iife/index.js): ${theirs} B (${kb(theirs)})`);
console.log(`ratio ours/official:                 ${(ours / theirs).toFixed(3)}`);
