import puppeteer from 'puppeteer-core';
import { expect, it } from 'vitest';
import { HEADLESS_RUN_ARGS, launchBrowser } from '../../harness/shared/launch-browser';
import { htmlPage, startPageServer } from '../../harness/shared/page-server';

// How the harness's own browser is driven: over a pipe only this process holds, unless another
// process must connect to it; headless, with the flags that make short-lived pages cheaper.

it('drives a launched browser over a pipe, with the headless run flags', async () => {
  const launched = await launchBrowser();
  try {
    const args = launched.browser.process()?.spawnargs ?? [];
    expect(args).toContain('--remote-debugging-pipe');
    expect(args).not.toContain('--remote-debugging-port=0');
    // Puppeteer merges every --enable-features into one flag of its own.
    const features = '--enable-features=';
    const enabled = args
      .filter((a) => a.startsWith(features))
      .flatMap((a) => a.slice(features.length).split(','));
    for (const flag of HEADLESS_RUN_ARGS) {
      if (flag.startsWith(features)) {
        expect(enabled).toEqual(expect.arrayContaining(flag.slice(features.length).split(',')));
      } else {
        expect(args).toContain(flag);
      }
    }
    const page = await launched.browser.newPage();
    await page.setContent('<h1>piped</h1>');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('piped');
  } finally {
    await launched.close();
  }
});

it('sends no DevTools issues (nothing reads them)', async () => {
  // A page writing and reading document.cookie: Chromium reports each use as a performance issue.
  const script = "document.cookie = 'seen=1'; document.title = document.cookie;";
  const server = await startPageServer({
    pages: { '/': htmlPage('cookies', `<script>${script}</script>`) },
    staticDir: '/nonexistent',
  });
  const launched = await launchBrowser();
  try {
    const page = await launched.browser.newPage();
    const issues: unknown[] = [];
    page.on('issue', (issue) => issues.push(issue));
    await page.goto(server.url);
    expect(await page.title()).toBe('seen=1');
    // What arrives after the load would have come with it: a round trip to the page and back.
    await page.evaluate(() => document.cookie);
    expect(issues).toEqual([]);
  } finally {
    await launched.close();
    await server.close();
  }
});

it('shareable: another client connects by its DevTools WebSocket and drives the same browser', async () => {
  const launched = await launchBrowser({ shareable: true });
  try {
    const other = await puppeteer.connect({ browserWSEndpoint: launched.browser.wsEndpoint() });
    try {
      const page = await other.newPage();
      await page.setContent('<h1>shared</h1>');
      const seen = await Promise.all(
        (await launched.browser.pages()).map((p) => p.evaluate(() => document.body.textContent)),
      );
      expect(seen).toContain('shared');
    } finally {
      await other.disconnect();
    }
  } finally {
    await launched.close();
  }
});
