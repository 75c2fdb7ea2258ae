// Time to first render: the official prebuilt UI vs stytch-widget, each mounted with the same
// email-OTP config against the same local test API, in the same Chromium with 4x CPU
// throttling. Prints the median time from navigation start to an enabled email field.
// Run after `npm run build`:  npx tsx tests/bench/first-render.ts [runs]
import type { Browser } from 'puppeteer-core';
import { fromPackageRoot } from '../../harness/package-root';
import { htmlPage, startPageServer } from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { launchBrowser } from '../../harness/smoke/launch';
import { startTestApi } from '../../harness/test-api';

const RUNS = Number(process.argv[2] ?? 9);
const TOKEN = 'public-token-test-6a1f0c3e-9b7d-4e2a-8c5f-3d4e5f6a7b8c';

// Polls every animation frame, across shadow roots, for an enabled email input; records
// performance.now() (milliseconds since navigation start) the first time one exists.
// (A string, not a function: the TS loader would add helpers the page does not have.)
const PROBE = `(() => {
  const find = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el instanceof HTMLInputElement && (el.type === 'email' || el.name === 'email') && !el.disabled) return true;
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

async function measure(browser: Browser, url: string): Promise<number> {
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
    return await page.evaluate(() => (window as unknown as { __ttfr: number }).__ttfr);
  } finally {
    await context.close();
  }
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
const officialPage = htmlPage(
  'official prebuilt UI',
  `<div id="login"></div>
<script src="/official/index.js"></script>
<script>
  const client = stytch.createStytchClient('${TOKEN}', { endpoints: ${JSON.stringify(endpoints)} });
  const options = { client, elementId: '#login', config: { products: [stytch.Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 5 } } };
  // 6.3.0 renders nothing on the first mountLogin call (see the SDK contract reference, section 11).
  stytch.mountLogin(options);
  stytch.mountLogin(options);
</script>`,
);
const pages = await startPageServer({
  pages: {
    '/ours': await snippetPage({
      publicToken: TOKEN,
      apiUrl: api.url,
      products: ['otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
    }),
    '/official': officialPage,
  },
  staticDir: fromPackageRoot('dist'),
  extraStatic: { '/official/': fromPackageRoot('node_modules/@stytch/vanilla-js/dist/iife') },
});
const launched = await launchBrowser();
try {
  const ours: number[] = [];
  const official: number[] = [];
  await measure(launched.browser, `${pages.url}/ours`); // warm-up: Chromium's own first start
  for (let i = 0; i < RUNS; i++) {
    official.push(await measure(launched.browser, `${pages.url}/official`));
    ours.push(await measure(launched.browser, `${pages.url}/ours`));
  }
  const fmt = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `Time from navigation to an enabled email field, 4x CPU throttling, ${RUNS} runs each (median):`,
  );
  console.log(
    `  official prebuilt UI: ${fmt(median(official))}   [${official.map(fmt).join(', ')}]`,
  );
  console.log(`  stytch-widget:        ${fmt(median(ours))}   [${ours.map(fmt).join(', ')}]`);
  console.log(`  ratio ours/official:  ${(median(ours) / median(official)).toFixed(3)}`);
} finally {
  await launched.close();
  await pages.close();
  await api.close();
}
