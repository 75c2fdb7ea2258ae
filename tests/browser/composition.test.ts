import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetPage } from '../../harness/shared/snippet-page';
import { waitForText, widgetText } from '../../harness/smoke/pages/queries';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

const TOKEN = 'public-token-test-2b4d6f80-1a3c-4e5f-9a7b-c9d8e7f6a5b4';

// Main's composition in real Chromium for every product this build ships; the block and
// divider rules with social and wallet blocks are covered by widget/products/compose.test.ts.
type Row = {
  name: string;
  config: Omit<ConfigFile, 'publicToken'>;
  tabs: string[];
  shows: string[];
  hides: string[];
};
const TABLE: Row[] = [
  {
    name: 'email OTP alone',
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    tabs: [],
    shows: ['Sign up or log in', 'Continue with email'],
    hides: ['Text (SMS)', 'or'],
  },
  {
    name: 'SMS alone',
    config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
    tabs: [],
    shows: ['Continue with text message'],
    hides: ['Continue with email'],
  },
  {
    name: 'three OTP methods',
    config: { products: ['otp'], otpOptions: { methods: ['email', 'whatsapp', 'sms'] } },
    tabs: ['Text (SMS)', 'WhatsApp', 'Email'],
    shows: ['Continue with text message'],
    hides: [],
  },
  {
    name: 'magic links and WhatsApp',
    config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['whatsapp'] } },
    tabs: ['WhatsApp', 'Email'],
    shows: ['Continue with WhatsApp'],
    hides: [],
  },
  {
    name: 'magic links alone',
    config: { products: ['emailMagicLinks'] },
    tabs: [],
    shows: ['Continue with email'],
    hides: [],
  },
  {
    name: 'passkeys alone',
    config: { products: ['passkeys'] },
    tabs: [],
    shows: ['Error: Cannot use Passkeys by itself, please add another product to the config.'],
    hides: ['Continue with email'],
  },
  {
    name: 'magic links with email OTP',
    config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
    tabs: [],
    shows: ['Error: Cannot use both EML and Email OTP'],
    hides: ['Continue with email'],
  },
  {
    name: 'email OTP and crypto wallets (no wallet in this browser)',
    config: { products: ['otp', 'crypto'], otpOptions: { methods: ['email'] } },
    tabs: [],
    shows: [
      'Continue with email',
      'Continue with other Crypto Wallet',
      'Set up a new crypto wallet',
    ],
    hides: ['Continue with Metamask'],
  },
];

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(async (apiUrl) => {
    const pages: Record<string, string> = {};
    for (const [index, row] of TABLE.entries()) {
      pages[`/${index}`] = await snippetPage({
        ...row.config,
        publicToken: TOKEN,
        apiUrl,
      } as ConfigFile);
    }
    return pages;
  });
});

afterAll(async () => {
  await env?.close();
});

describe('Main screen composition in Chromium', () => {
  it.each(TABLE.map((row, index) => [row.name, index, row] as const))(
    '%s',
    async (_name, index, row) => {
      const page = await env.newPage();
      await page.goto(`${env.pages.url}/${index}`);
      // Each block may arrive on its own (the wallet block's code is a lazy chunk): wait for
      // all of them before reading what is shown and what is not.
      for (const shown of row.shows) await waitForText(page, shown);
      const text = await widgetText(page);
      for (const shown of row.shows) expect(text).toContain(shown);
      for (const hidden of row.hides)
        expect(text.split('\n').map((l) => l.trim())).not.toContain(hidden);
      const tabs = await page.$$eval('.stw-root [role="tab"]', (els) =>
        els.map((el) => el.textContent),
      );
      expect(tabs).toEqual(row.tabs);
    },
  );

  it('moves between tabs with the arrow keys, as WAI-ARIA tabs do', async () => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/${TABLE.findIndex((r) => r.name === 'three OTP methods')}`);
    await waitForText(page, 'Continue with text message');
    const selected = () =>
      page.$eval('.stw-root [role="tab"][aria-selected="true"]', (el) => el.textContent);
    await page.focus('.stw-root [role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('WhatsApp');
    await waitForText(page, 'Continue with WhatsApp');
    await page.keyboard.press('End');
    expect(await selected()).toBe('Email');
    await waitForText(page, 'Continue with email');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Text (SMS)');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Text (SMS)');
  });
});
