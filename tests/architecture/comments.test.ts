import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Comments say their reason in place. A pointer such as "spec section 4" or "contract §8.6"
// names a document the repository does not hold, so the next reader cannot follow it, and it
// goes stale without anyone noticing when that document is renumbered.
const SCANNED = ['widget', 'cli', 'harness', 'tests'];
const SOURCE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|html|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const POINTERS: readonly [RegExp, string][] = [
  [/\b(?:spec|specification|contract)\s+sections?\s+\d/i, 'cites a section of a document'],
  [/\bcontract\s*§/i, 'cites the contract by §'],
  [/§\s*\d/, 'cites a § number'],
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const self = relative(root, fileURLToPath(import.meta.url));

/** Each outside pointer on the lines of one file, as `file:line: what (text)`. */
function pointers(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, what] of POINTERS) {
      if (pattern.test(line)) {
        found.push(`${file}:${index + 1}: ${what}; say the reason in place (${line.trim()})`);
        break;
      }
    }
  });
  return found;
}

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && path !== self) {
      out.push(path);
    }
  }
  return out;
}

describe('comments never point at documents outside the repository', () => {
  it('recognises the pointers it forbids and lets the rest through', () => {
    const cited = [
      '/** Every screen of the widget (spec section 2). */',
      '// One Tap states (Spec sections 4 and 8).',
      '// Store rows → wire objects (contract §8.6).',
      "describe('transport contract (§2)', () => {",
      '// the 6.3.0 quirk (see the contract section 11)',
      '// RFC 6749 §4.1.2.1',
    ];
    for (const line of cited) expect(pointers('x.ts', line), line).toHaveLength(1);
    expect(pointers('widget/a.ts', '// ok\n// spec section 4')).toEqual([
      'widget/a.ts:2: cites a section of a document; say the reason in place (// spec section 4)',
    ]);
    const fine = [
      '// The wallets in the product order, so Main and Crypto Other agree.',
      'for (const spec of group.flags) command.addOption(new Option(spec.flags));',
      '// Section headings of the report',
      "const price = '§ sign alone';",
    ];
    for (const line of fine) expect(pointers('x.ts', line), line).toEqual([]);
  });

  it('no source file under widget/, cli/, harness/ or tests/ cites one', () => {
    const problems: string[] = [];
    for (const folder of SCANNED) {
      const files = sourceFiles(folder);
      // An empty scan would pass whatever the files say.
      expect(files.length, `source files under ${folder}/`).toBeGreaterThan(0);
      for (const file of files)
        problems.push(...pointers(file, readFileSync(join(root, file), 'utf8')));
    }
    expect(problems).toEqual([]);
  });
});
