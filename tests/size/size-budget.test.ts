import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { mixFiles, staticClosure, totalGz } from '../bench/bundle-closure.mjs';
import { PRODUCT_MIXES } from '../bench/product-mixes.mjs';

// The size budget (size-budget.json): what loads before the first render of each product mix,
// and the React entry, in gzip bytes of the built dist/ (`npm test` builds first). Growing
// past a figure fails here; raising one is an edit of size-budget.json, visible in a commit.
interface Budget {
  firstRender: Record<string, number>;
  reactEntry: number;
}

const budget = JSON.parse(readFileSync(fromPackageRoot('size-budget.json'), 'utf8')) as Budget;
const dist = fromPackageRoot('dist');

describe('size budget', () => {
  it('names every product mix the benchmark measures', () => {
    expect(Object.keys(budget.firstRender).sort()).toEqual(Object.keys(PRODUCT_MIXES).sort());
  });

  it.each(Object.entries(PRODUCT_MIXES))('first render, %s', (mix, sources) => {
    const bytes = totalGz(mixFiles(dist, sources));
    console.log(`first render, ${mix}: ${bytes} B gzip (budget ${budget.firstRender[mix]} B)`);
    expect(bytes).toBeLessThanOrEqual(budget.firstRender[mix] as number);
  });

  it('the React entry', () => {
    const bytes = totalGz(staticClosure(join(dist, 'react/stytch-widget-react.js')));
    console.log(`React entry: ${bytes} B gzip (budget ${budget.reactEntry} B)`);
    expect(bytes).toBeLessThanOrEqual(budget.reactEntry);
  });
});
