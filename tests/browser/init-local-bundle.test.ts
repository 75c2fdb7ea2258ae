import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { waitForText } from '../../harness/smoke/pages/queries';
import { emailOtpScenario } from '../../harness/smoke/scenarios/email-otp';
import { initYes, TOKEN, tempDir } from '../cli/run-cli';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

// `init` with the local test API (no --bundle: the copy is the default) writes a page and a copy
// of the bundle beside it; served as the site's root, with every other host out of reach, the
// page logs in: the first run needs no network.

let env: BrowserEnv;
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  env = await startBrowserEnv(
    async (apiUrl) => {
      const run = await initYes(dir, [
        '--api-url',
        apiUrl,
        '--products',
        'otp',
        '--otp-methods',
        'email',
      ]);
      expect(run.code, run.stderr).toBe(0);
      const snippet = await readFile(join(dir, 'stytch-login.html'), 'utf8');
      return { '/': htmlPage('my site', snippet) };
    },
    { extraStatic: { '/stytch-widget/': join(dir, 'stytch-widget') } },
  );
}, 60_000);

afterAll(async () => {
  await env?.close();
});

it('the page init wrote loads the copy beside it and logs in, with only this machine reachable', async () => {
  const page = await env.newPage();
  const loaded: string[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') {
      loaded.push(new URL(request.url()).pathname);
      void request.continue();
    } else void request.abort('internetdisconnected');
  });
  await page.goto(env.pages.url);
  await waitForText(page, 'Sign up or log in');
  expect(loaded).toContain('/stytch-widget/stytch-widget.js');
  expect(loaded).toContain('/stytch-widget/chunks/runtime.js');
  await emailOtpScenario.run({
    page,
    pageUrl: env.pages.url,
    apiUrl: env.api.url,
    publicToken: TOKEN,
  });
});
