import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

// The CI workflows the product gives customers to copy (the shipped GitHub Actions template and
// the README's quick start) set up Node 24, the current LTS.

const nodeVersions = (text: string) =>
  [...text.matchAll(/^\s*node-version:\s*(\S+)\s*$/gm)].map(([, version]) => version);

it('the GitHub Actions template runs every job on Node 24', () => {
  const workflow = readFileSync(
    fromPackageRoot('templates', 'ci', 'github-actions-smoke.yml'),
    'utf8',
  );
  expect(nodeVersions(workflow)).toEqual(['24', '24']);
});

it('the README quick start’s workflow runs on Node 24', () => {
  const readme = readFileSync(fromPackageRoot('README.md'), 'utf8');
  const ci = readme.slice(readme.indexOf('<!-- quick-start:ci -->'));
  const block = /```yaml\n([\s\S]*?)```/.exec(ci)?.[1] ?? '';
  expect(nodeVersions(block)).toEqual(['24']);
});
