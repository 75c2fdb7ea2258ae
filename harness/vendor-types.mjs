// The shipped declarations name the official client's types (event data, the `client` mount
// option). The client's code is bundled into dist/, so @stytch/vanilla-js is a devDependency
// (58 MB installed, nearly all of it builds the package never loads); its declarations are
// copied into dist/types/vendor/ instead, so TypeScript hosts keep the real types without it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

const ENTRY = '@stytch/vanilla-js/headless';

/** The declaration files `entry` reaches through relative imports, itself included. */
function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
      visit(join(dirname(file), spec.replace(/\.js$/, '.d.ts')));
    }
  };
  visit(entry);
  return [...seen];
}

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'vendor' ? [] : declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Copies the client's declarations under `typesDir`/vendor and points the imports at them. */
export function vendorClientTypes(typesDir) {
  // The package's exports hide its package.json: walk up from the entry's code to it.
  let root = dirname(createRequire(import.meta.url).resolve(ENTRY));
  while (!existsSync(join(root, 'package.json'))) root = dirname(root);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const sourceRoot = join(root, 'dist', 'types');
  const entry = join(sourceRoot, pkg.exports['./headless'].types.replace('./dist/types/', ''));
  const target = join(typesDir, 'vendor', 'stytch-vanilla-js');
  for (const file of closure(entry)) {
    const to = join(target, relative(sourceRoot, file));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
  }
  writeFileSync(
    join(target, 'README.md'),
    `Type declarations of ${pkg.name} ${pkg.version} (${pkg.license} licence), copied at build ` +
      'time: the widget bundles that client, so the package does not depend on it.\n',
  );
  const vendoredEntry = join(target, relative(sourceRoot, entry)).replace(/\.d\.ts$/, '.js');
  let rewritten = 0;
  for (const file of declarationFiles(typesDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(`'${ENTRY}'`)) continue;
    let spec = relative(dirname(file), vendoredEntry).split(sep).join('/');
    if (!spec.startsWith('.')) spec = `./${spec}`;
    writeFileSync(file, text.replaceAll(`'${ENTRY}'`, `'${spec}'`));
    rewritten += 1;
  }
  if (rewritten === 0) throw new Error(`vendorClientTypes: no declaration imports ${ENTRY}`);
}
