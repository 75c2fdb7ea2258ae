import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

// The README is for users and stays short; the rest lives in docs/, dated. Moving text between
// them breaks links silently, so every relative link (and its #anchor) must land somewhere.

const root = fromPackageRoot('.');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', '.tmp', '.stytch-widget']);

/** Every README.md of the tree and every page under docs/, as paths from the root. */
function markdownFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (entry.name === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md'))) {
        files.push(path);
      }
    }
  };
  walk('');
  return files.sort();
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets written as `[text](target)` in a file's prose. */
function linkTargets(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = (match[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** What is wrong with one link of a file, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return null; // https:, mailto: and the like
  const [pathPart = '', fragment] = target.split('#');
  const resolved = pathPart
    ? join(dirname(join(root, file)), decodeURI(pathPart))
    : join(root, file);
  if (!existsSync(resolved)) return `${file}: ${target} points at a missing file`;
  if (fragment === undefined || statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
    return null;
  }
  return anchors(readFileSync(resolved, 'utf8')).has(fragment)
    ? null
    : `${file}: ${target} names no heading of ${relative(root, resolved)}`;
}

describe('documentation', () => {
  const files = markdownFiles();

  it('finds the README, the area READMEs and the docs pages', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/README.md');
    expect(files).toContain('harness/smoke/README.md');
  });

  it('resolves every relative link and anchor', () => {
    const broken = files.flatMap((file) =>
      linkTargets(readFileSync(join(root, file), 'utf8'))
        .map((target) => brokenLink(file, target))
        .filter((problem): problem is string => problem !== null),
    );
    expect(broken).toEqual([]);
  });

  it('catches a link to a missing file or heading', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toMatch(/missing file/);
    expect(brokenLink('README.md', 'docs/README.md#no-such-heading')).toMatch(/names no heading/);
    expect(brokenLink('README.md', '#the-cli')).toBeNull();
  });

  it('keeps the README under 500 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(500);
  });

  it('indexes every docs page in docs/README.md, and dates each one near its top', () => {
    const index = readFileSync(join(root, 'docs/README.md'), 'utf8');
    for (const file of files.filter((path) => path.startsWith('docs/'))) {
      const page = file.slice('docs/'.length);
      if (page !== 'README.md') expect(index, `${page} in the index`).toContain(`](${page})`);
      const top = readFileSync(join(root, file), 'utf8').split('\n').slice(0, 5).join('\n');
      expect(top, `${file} starts with its date`).toMatch(/\b20\d\d-\d\d-\d\d\b/);
    }
  });
});
