// Time to first render: the official prebuilt UI vs stytch-widget, each mounted with the same
// config (email OTP; then all six products) against the same local test API, in the same
// Chromium with 4x CPU throttling. Prints the median time from navigation start to an enabled
// email or phone field.
// Run after `npm run build`:  npx tsx tests/bench/first-render.ts [runs] [--waterfall]
// --waterfall: after the timed runs, one more load of each of our pages prints where the time
// went: each script and API request (start → end, ms since navigation), first paint, and the
// moment the field was found. Diagnostic only: the medians are measured without it.
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { htmlPage, startPageServer } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { startTestApi } from '../../harness/test-api';
import { allProductsConfig } from './all-products-config';

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => !arg.startsWith('--')) ?? 9);
const WATERFALL = args.includes('--waterfall');
const TOKEN = 'public-token-test-6a1f0c3e-9b7d-4e2a-8c5f-3d4e5f6a7b8c';

// Polls every animation frame, across shadow roots, for an enabled email input; records
// performance.now() (milliseconds since navigation start) the first time one exists.
// (A string, not a function: the TS loader would add helpers the page does not have.)
const PROBE = `(() => {
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el instanceof HTMLInputElement && (el.type === 'email' || el.name === 'email' || el.type === 'tel') && !el.disabled) return true;
      if (el.shadowRoot && find(el.shadowRoot)) return true;
    }
    return false;
  };
  const tick = () => {
    if (find(document)) window.__ttfr = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Opens `url` in a fresh context under 4x CPU throttling and waits for the measured moment. */
async function loadMeasured<T>(
  browser: Browser,
  url: string,
  read: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(PROBE);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __ttfr?: number }).__ttfr, {
      timeout: 30_000,
    });
    return await read(page);
  } finally {
    await context.close();
  }
}

/** One load of `url` as measured, then the page's requests and paints around that moment. */
function waterfall(browser: Browser, url: string): Promise<string[]> {
  return loadMeasured(browser, url, async (page) => {
    // Let what the first render started arrive too.
    await page.waitForNetworkIdle({ idleTime: 300 });
    return (await page.evaluate(`(() => {
      const ms = (v) => String(Math.round(v)).padStart(5);
      const rows = performance.getEntriesByType('resource').map((e) => [e.startTime,
        ms(e.startTime) + ' → ' + ms(e.responseEnd) + '  ' + new URL(e.name).pathname.split('/').pop()]);
      for (const p of performance.getEntriesByType('paint')) rows.push([p.startTime, ms(p.startTime) + '      ' + p.name]);
      rows.push([window.__ttfr, ms(window.__ttfr) + '      field found (the measured moment)']);
      return rows.sort((a, b) => a[0] - b[0]).map((row) => row[1]);
    })()`)) as string[];
  });
}

function measure(browser: Browser, url: string): Promise<number> {
  return loadMeasured(browser, url, (page) =>
    page.evaluate(() => (window as unknown as { __ttfr: number }).__ttfr),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const api = await startTestApi({ port: 0, db: ':memory:' });
const endpoints = {
  testAPIURL: api.url,
  liveAPIURL: api.url,
  dfpBackendURL: `${api.url}/dfp`,
  clientsideServicesIframeURL: `${api.url}/clientside-services/index.html`,
};
/** The official prebuilt UI mounted with a config, given as a JS expression over `stytch`. */
const officialPage = (config: string) =>
  htmlPage(
    'official prebuilt UI',
    `<div id="login"></div>
<script src="/official/index.js"></script>
<script>
  const client = stytch.createStytchClient('${TOKEN}', { endpoints: ${JSON.stringify(endpoints)} });
  const options = { client, elementId: '#login', config: ${config} };
  // 6.3.0 renders nothing on the first mountLogin call, so the bench calls it twice.
  stytch.mountLogin(options);
  stytch.mountLogin(options);
</script>`,
  );
const allProducts = allProductsConfig({ publicToken: TOKEN, apiUrl: api.url });
const pages = await startPageServer({
  pages: {
    '/ours': await snippetPage({
      publicToken: TOKEN,
      apiUrl: api.url,
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
    }),
    '/official': officialPage(
      `{ products: [stytch.Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 5 } }`,
    ),
    '/ours-all': await snippetPage(allProducts),
    // The same six products in the official UI's own names.
    '/official-all': officialPage(
      `{ products: ${JSON.stringify(allProducts.products)}.map((name) => stytch.Products[name]),
         otpOptions: ${JSON.stringify(allProducts.otpOptions)},
         oauthOptions: ${JSON.stringify(allProducts.oauthOptions)} }`,
    ),
  },
  staticDir: fromPackageRoot('dist'),
  extraStatic: { '/official/': fromPackageRoot('node_modules/@stytch/vanilla-js/dist/iife') },
});
const launched = await launchBrowser();
try {
  await measure(launched.browser, `${pages.url}/ours`); // warm-up: Chromium's own first start
  const fmt = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `Time from navigation to an enabled first field, 4x CPU throttling, ${RUNS} runs each (median):`,
  );
  for (const [label, suffix] of [
    ['email OTP', ''],
    ['all six products (SMS tab first)', '-all'],
  ] as const) {
    const ours: number[] = [];
    const official: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      official.push(await measure(launched.browser, `${pages.url}/official${suffix}`));
      ours.push(await measure(launched.browser, `${pages.url}/ours${suffix}`));
    }
    console.log(`  ${label}:`);
    console.log(
      `    official prebuilt UI: ${fmt(median(official))}   [${official.map(fmt).join(', ')}]`,
    );
    console.log(`    stytch-widget:        ${fmt(median(ours))}   [${ours.map(fmt).join(', ')}]`);
    console.log(`    ratio ours/official:  ${(median(ours) / median(official)).toFixed(3)}`);
  }
  if (WATERFALL) {
    for (const suffix of ['', '-all']) {
      console.log(`stytch-widget${suffix || ' (email OTP)'}, one load (ms since navigation):`);
      for (const row of await waterfall(launched.browser, `${pages.url}/ours${suffix}`))
        console.log(`  ${row}`);
    }
  }
} finally {
  await launched.close();
  await pages.close();
  await api.close();
}
