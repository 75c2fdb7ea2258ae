import fc from 'fast-check';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { isCssColor } from '../../widget/config/css-color';
import { isCssLength, toCssLength } from '../../widget/config/css-length';
import { cssColors, cssLengthNumbers, cssLengthStrings } from '../contract/value-arbitraries';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// Every colour and length the config checks accept (from the same grammar as the property
// test, filtered by the checks `validate` runs), themed into the real widget in Chromium: the
// widget's computed colour and width are those of a probe styled with the value directly, so
// nothing accepted is dropped by the browser. `var(--…)` is left out: its value is the page's.

const TOKEN = 'public-token-test-6c1d0e2f-4a5b-4c6d-8e7f-a0b1c2d3e4f5';

const accepted = <T>(arbitrary: fc.Arbitrary<T>, keep: (value: T) => boolean, count: number) =>
  fc.sample(arbitrary.filter(keep), { numRuns: count, seed: 26 });

const COLORS = [...new Set(accepted(cssColors, (c) => isCssColor(c) && !c.startsWith('var('), 60))];
const LENGTHS = [
  ...new Set(accepted(fc.oneof(cssLengthStrings, cssLengthNumbers), isCssLength, 40)),
];

let env: BrowserEnv;
let page: Page;

beforeAll(async () => {
  env = await startBrowserEnv((apiUrl) => ({
    '/': htmlPage(
      'theme values',
      `<div id="host"><div id="login"></div><div id="probe">probe</div></div>
<script type="module">
  import { mountLogin } from '${BUNDLE_PATH}';
  window.widget = mountLogin({
    elementId: '#login',
    publicToken: '${TOKEN}',
    apiUrl: '${apiUrl}',
    config: { products: ['emailMagicLinks'] },
  });
</script>`,
    ),
  }));
  page = await env.newPage();
  await page.goto(`${env.pages.url}/`);
  await page.waitForSelector('.stw-container');
});

afterAll(async () => {
  await env?.close();
});

interface Applied {
  value: string | number;
  widget: string;
  probe: string;
}

/** Themes the widget with each value and reads its computed style beside the probe's. */
function applyAll(values: (string | number)[], kind: 'color' | 'width'): Promise<Applied[]> {
  // The token the widget sets for each value: a colour as written, a length as CSS.
  const tokens = values.map((value) => (kind === 'color' ? String(value) : toCssLength(value)));
  return page.evaluate(
    async (values, tokens, kind) => {
      const w = window as unknown as {
        widget: { update(options: { styles: object }): void };
      };
      const probe = document.getElementById('probe') as HTMLElement;
      probe.style.maxWidth = '100%';
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const out: { value: string | number; widget: string; probe: string }[] = [];
      for (const [index, value] of values.entries()) {
        const styles =
          kind === 'color' ? { colors: { primary: value } } : { container: { width: value } };
        w.widget.update({ styles });
        const variable = kind === 'color' ? '--stw-primary' : '--stw-container-width';
        // The widget re-renders on the next frames; its root then carries the new token.
        for (let i = 0; i < 20; i++) {
          await frame();
          const root = document.querySelector('.stw-root') as HTMLElement | null;
          if (root?.style.getPropertyValue(variable).trim() === tokens[index]) break;
        }
        const root = document.querySelector('.stw-root') as HTMLElement;
        const container = document.querySelector('.stw-container') as HTMLElement;
        probe.style.color = '';
        probe.style.width = '';
        if (kind === 'color') {
          probe.style.color = String(value);
          out.push({
            value,
            widget: getComputedStyle(root).color,
            probe: probe.style.color === '' ? '(refused)' : getComputedStyle(probe).color,
          });
        } else {
          const token = root.style.getPropertyValue(variable);
          // The same box as the container, so the two widths compare.
          const box = getComputedStyle(container);
          for (const property of [
            'box-sizing',
            'padding-left',
            'padding-right',
            'border-left-width',
            'border-right-width',
            'border-left-style',
            'border-right-style',
          ]) {
            probe.style.setProperty(property, box.getPropertyValue(property));
          }
          probe.style.width = token;
          out.push({
            value,
            widget: getComputedStyle(container).width,
            probe: probe.style.width === '' ? '(refused)' : getComputedStyle(probe).width,
          });
        }
      }
      return out;
    },
    values,
    tokens,
    kind,
  );
}

describe('accepted theme values, applied by the widget in Chromium', () => {
  it('colours', async () => {
    expect(COLORS.length).toBeGreaterThan(30);
    const results = await applyAll(COLORS, 'color');
    for (const { value, widget, probe } of results) {
      expect({ value, widget }).toEqual({ value, widget: probe });
    }
  });

  it('lengths (a bare number as pixels)', async () => {
    expect(LENGTHS.length).toBeGreaterThan(20);
    const results = await applyAll(LENGTHS, 'width');
    for (const { value, widget, probe } of results) {
      expect(probe).not.toBe('(refused)');
      expect({ value, widget }).toEqual({ value, widget: probe });
    }
  });
});
