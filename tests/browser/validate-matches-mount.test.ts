import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { widgetText } from '../../harness/smoke/pages/queries';
import { isAvailableProduct } from '../../widget/config/available-products';
import { PRODUCTS } from '../../widget/config/constants';
import type { ConfigFile } from '../../widget/config/schema';
import { runCli, tempDir } from '../cli/run-cli';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

const TOKEN = 'public-token-test-6c1d0e2f-4a5b-4c6d-8e7f-a0b1c2d3e4f5';

// `stytch-widget validate` exits 0 exactly when the widget mounts the same config without a
// configuration error: each of the six products alone (with what it needs), and the login
// screen's two rules. A product switched on later moves from the refused side by itself.
const CONFIGS: [string, Omit<ConfigFile, 'publicToken'>][] = [
  ['otp', { products: ['otp'], otpOptions: { methods: ['email'] } }],
  ['emailMagicLinks', { products: ['emailMagicLinks'] }],
  ['passwords', { products: ['passwords'] }],
  ['oauth', { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }],
  ['crypto', { products: ['crypto'] }],
  ['passkeys', { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } }],
  ['passkeys alone', { products: ['passkeys'] }],
  [
    'magic links with email OTP',
    { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
  ],
  // The browser builds check named colours with the browser, the CLI with its table.
  [
    'a named colour',
    { products: ['emailMagicLinks'], styles: { colors: { primary: 'rebeccapurple' } } },
  ],
  // A system colour: a colour word to the browser, not to the table `validate` uses.
  ['a system colour', { products: ['emailMagicLinks'], styles: { colors: { primary: 'Canvas' } } }],
  [
    'an unknown colour',
    { products: ['emailMagicLinks'], styles: { colors: { primary: 'blurple' } } },
  ],
  // A language the widget does not ship (a typo a config file can hold; the type forbids it).
  ['an unknown language', { products: ['emailMagicLinks'], locale: 'fr-CA' as unknown as 'fr' }],
];

let env: BrowserEnv;
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  env = await startBrowserEnv(async (apiUrl) => {
    const pages: Record<string, string> = {};
    for (const [index, [, config]] of CONFIGS.entries()) {
      pages[`/${index}`] = await snippetPage({ ...config, publicToken: TOKEN, apiUrl });
    }
    return pages;
  });
});

afterAll(async () => {
  await env?.close();
});

/** Whether the widget mounted the config: its login screen, or its configuration errors. */
async function mountsCleanly(page: Page): Promise<boolean> {
  const outcome = await page.waitForFunction(
    () => {
      const text = document.body.textContent ?? '';
      if (text.includes('This login widget is misconfigured:')) return 'refused';
      if (text.includes('Sign up or log in')) return 'mounted';
      return false;
    },
    { timeout: 10_000 },
  );
  return (await outcome.jsonValue()) === 'mounted';
}

describe('validate and the widget agree', () => {
  it('covers every product the widget knows', () => {
    const named = new Set(CONFIGS.flatMap(([, config]) => config.products));
    expect([...named].sort()).toEqual([...PRODUCTS].sort());
  });

  it.each(CONFIGS.map(([name, config], index) => [name, index, config] as const))(
    '%s',
    async (name, index, config) => {
      const file = join(dir, `config-${index}.json`);
      await writeFile(file, JSON.stringify({ ...config, publicToken: TOKEN }));
      const validate = await runCli(['validate', file]);
      const page = await env.newPage();
      await page.goto(`${env.pages.url}/${index}`);
      const mounted = await mountsCleanly(page);
      expect({ validate: validate.code, mounted }).toEqual(
        mounted ? { validate: 0, mounted } : { validate: 1, mounted },
      );
      // And the outcome is the one this build promises: available products mount.
      const refused = [
        'passkeys alone',
        'magic links with email OTP',
        'a system colour',
        'an unknown colour',
        'an unknown language',
      ];
      expect(mounted).toBe(config.products.every(isAvailableProduct) && !refused.includes(name));
      if (!mounted) {
        // The widget shows each problem validate prints (the CLI's fix lines under them are
        // the CLI's own advice, not the widget's text).
        const text = await widgetText(page);
        const problems = validate.stderr
          .trim()
          .split('\n')
          .filter((line) => !line.startsWith('    fix: '));
        expect(problems.length).toBeGreaterThan(0);
        for (const line of problems) {
          const message = line.replace(/^products(\[\d+\])?: (?=Error:)/, '');
          expect(text).toContain(message);
        }
      }
    },
  );
});
