#!/usr/bin/env node
// Gzip sizes (level 9) of what the widget loads, next to the official prebuilt UI bundle
// (@stytch/vanilla-js dist/iife/index.js, one file that holds everything), with the ratio:
//   1. before the first render: dist/stytch-widget.js and the chunks it imports statically;
//   2. before the form can be submitted: every script a page with the embed snippet loads in
//      Chromium until its first send request leaves (so the lazily imported client chunk, and
//      the phone helpers where the form needs them, are counted), for the default config
//      (email OTP, what `npm start` shows) and two others;
//   3. before the login screen is drawn with all six products on (the chunks Main then needs).
// Run after `npm run build`:  node tests/bench/bundle-size.mjs [--static]   (--static: part 1 only)
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzBytes, gzFile, mixFiles, staticClosure, totalGz } from './bundle-closure.mjs';
import { PRODUCT_MIXES } from './product-mixes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const gz = gzFile;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entry = join(root, 'dist/stytch-widget.js');
if (!existsSync(entry)) {
  console.error('bundle-size: run `npm run build` first');
  process.exit(1);
}
const official = gz(join(root, 'node_modules/@stytch/vanilla-js/dist/iife/index.js'));
const files = staticClosure(entry);
const firstRender = files.reduce((sum, file) => sum + gz(file), 0);

console.log('1. Before the first render (entry + static imports, gzip -9):');
for (const file of files) console.log(`  ${file.slice(root.length + 1)}  ${kb(gz(file))}`);
console.log(`stytch-widget total:                 ${firstRender} B (${kb(firstRender)})`);
console.log(`official prebuilt UI (iife/index.js): ${official} B (${kb(official)})`);
console.log(`ratio ours/official:                 ${(firstRender / official).toFixed(3)}`);
console.log(
  '   per product mix (plus the lazy chunks Main needs drawn; tests/size holds the budget):',
);
for (const [mix, sources] of Object.entries(PRODUCT_MIXES)) {
  const bytes = totalGz(mixFiles(join(root, 'dist'), sources));
  console.log(
    `     ${mix.padEnd(22)} ${String(bytes).padStart(6)} B  ratio ${(bytes / official).toFixed(3)}`,
  );
}

if (!process.argv.includes('--static')) await beforeSubmit();

async function beforeSubmit() {
  // The harness is TypeScript: tsx's loader lets this plain-node script import it.
  const { register } = await import('tsx/esm/api');
  register();
  const { startTestApi } = await import('../../harness/test-api/index.ts');
  const { startPageServer } = await import('../../harness/shared/page-server.ts');
  const { snippetPage } = await import('../../harness/shared/snippet-page.ts');
  const { defaultDevConfig } = await import('../../harness/shared/default-config.ts');
  const { launchBrowser } = await import('../../harness/shared/launch-browser.ts');
  const { allProductsConfig } = await import('./all-products-config.ts');

  // The first request the submit makes: a send, or the passwords product's user lookup.
  const SEND = /\/sdk\/v1\/((otps|magic_links)\/[^/]+\/login_or_create|users\/search)$/;
  const byRole = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;
  const email = (page) => submit(page, 'Email', 'bench@example.com', 'Continue with email');
  const sms = (page) => submit(page, 'Phone number', '2133734253', 'Continue with text message');
  async function submit(page, field, value, button) {
    await page.locator(byRole('textbox', field)).fill(value); // waits for an enabled field
    await page.locator(byRole('button', button)).click();
  }

  const api = await startTestApi({ port: 0, db: ':memory:' });
  const base = defaultDevConfig(api.url);
  const cases = [
    ['email OTP (the default config)', base, email],
    ['email magic links', { ...base, products: ['emailMagicLinks'], otpOptions: undefined }, email],
    ['SMS OTP', { ...base, otpOptions: { methods: ['sms'], expirationMinutes: 5 } }, sms],
    // Its screens, strength UI and strings come in one lazy chunk, only with this product.
    ['passwords', { ...base, products: ['passwords'], otpOptions: undefined }, email],
  ];
  const pages = { '/all-products': await snippetPage(allProductsConfig(base)) };
  for (const [i, [, config]] of cases.entries()) pages[`/case-${i}`] = await snippetPage(config);
  const server = await startPageServer({ pages, staticDir: join(root, 'dist') });
  const launched = await launchBrowser();

  /** Gzipped size of each script the page loads before its first send request leaves. */
  async function scriptsBeforeSend(url, fillAndSubmit) {
    const context = await launched.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const sizes = new Map();
      const reading = [];
      let sent = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && SEND.test(request.url())) sent = true;
      });
      page.on('response', (response) => {
        if (sent || response.request().resourceType() !== 'script') return;
        const name = new URL(response.url()).pathname.replace(/^\/static\//, 'dist/');
        reading.push(response.buffer().then((body) => sizes.set(name, gzBytes(body))));
      });
      const leaving = page.waitForRequest((r) => r.method() === 'POST' && SEND.test(r.url()));
      await page.goto(url);
      await fillAndSubmit(page);
      await leaving;
      await Promise.all(reading);
      return sizes;
    } finally {
      await context.close();
    }
  }

  /** Gzipped size of each script the page loads until `ready(page)` resolves. */
  async function scriptsUntil(url, ready) {
    const context = await launched.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const sizes = new Map();
      const reading = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const name = new URL(response.url()).pathname.replace(/^\/static\//, 'dist/');
        reading.push(response.buffer().then((body) => sizes.set(name, gzBytes(body))));
      });
      await page.goto(url);
      await ready(page);
      await Promise.all(reading);
      return sizes;
    } finally {
      await context.close();
    }
  }

  try {
    console.log(
      '\n2. Before the form can be submitted (scripts loaded in Chromium until the first send, gzip -9):',
    );
    for (const [i, [name, , fillAndSubmit]] of cases.entries()) {
      const sizes = await scriptsBeforeSend(`${server.url}/case-${i}`, fillAndSubmit);
      const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
      console.log(`  ${name}:`);
      for (const [file, size] of sizes) console.log(`    ${file}  ${kb(size)}`);
      console.log(
        `    total ${total} B (${kb(total)}), official ${official} B (${kb(official)}), ratio ours/official ${(total / official).toFixed(3)}`,
      );
    }
    // Every product on: Main draws the tabs, the social buttons (their chunk), the wallet block
    // (its chunk) and the passkey part, so those chunks count as first-render bytes here.
    const allReady = async (page) => {
      await page.locator(byRole('textbox', 'Phone number')).wait();
      await page.locator(byRole('button', 'Continue with Google')).wait();
      await page.locator(byRole('button', 'Continue with other Crypto Wallet')).wait();
    };
    const sizes = await scriptsUntil(`${server.url}/all-products`, allReady);
    const total = [...sizes.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      '\n3. Before the login screen is drawn with all six products (scripts loaded in Chromium, gzip -9):',
    );
    for (const [file, size] of sizes) console.log(`    ${file}  ${kb(size)}`);
    console.log(
      `    total ${total} B (${kb(total)}), official ${official} B (${kb(official)}), ratio ours/official ${(total / official).toFixed(3)}`,
    );
  } finally {
    await launched.close();
    await server.close();
    await api.close();
  }
}
