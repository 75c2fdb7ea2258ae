import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, type PageRoute } from '../../harness/shared/page-server';
import { BUNDLE_PATH } from '../../harness/shared/snippet-page';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { waitForText } from '../../harness/smoke/pages/queries';
import { emailOtpScenario } from '../../harness/smoke/scenarios/email-otp';
import { runCli, tempDir } from '../cli/run-cli';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';

const CLI_TOKEN = 'public-token-test-3e2d1c0b-aaaa-4bbb-8ccc-9ddd0eeeffff';

// `stytch-widget init` (the real binary, no TTY) writes stytch-login.html; pasted as-is into
// an empty page, it must show the login screen and log in against the test API.
const MIXES: { name: string; flags: string[]; expect: string[] }[] = [
  {
    name: 'email-otp',
    flags: ['--products', 'otp', '--otp-methods', 'email'],
    expect: ['Continue with email'],
  },
  {
    name: 'sms-and-magic-links',
    flags: ['--products', 'emailMagicLinks,otp', '--otp-methods', 'sms'],
    expect: ['Text (SMS)', 'Email'],
  },
  {
    name: 'three-otp-methods',
    flags: ['--products', 'otp', '--otp-methods', 'sms,whatsapp,email'],
    expect: ['Text (SMS)', 'WhatsApp', 'Email'],
  },
];

let env: BrowserEnv;
const snippets = new Map<string, string>();

beforeAll(async () => {
  const pages: Record<string, PageRoute> = {};
  for (const mix of MIXES)
    pages[`/${mix.name}`] = () => htmlPage(mix.name, snippets.get(mix.name) ?? '');
  env = await startBrowserEnv(() => pages);
  for (const mix of MIXES) {
    const dir = await tempDir();
    const run = await runCli([
      'init',
      '--yes',
      '--dir',
      dir,
      '--public-token',
      CLI_TOKEN,
      '--api-url',
      env.api.url,
      '--bundle-url',
      BUNDLE_PATH,
      '--snippets',
      'html',
      ...mix.flags,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect((await runCli(['validate', join(dir, 'stytch-widget.config.json')])).code).toBe(0);
    snippets.set(mix.name, await readFile(join(dir, 'stytch-login.html'), 'utf8'));
  }
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('the HTML snippet written by `stytch-widget init`', () => {
  it.each(MIXES)('shows the login screen for $name', async (mix) => {
    const page = await env.newPage();
    await page.goto(`${env.pages.url}/${mix.name}`);
    await waitForText(page, 'Sign up or log in');
    const text = await new LoginPage(page).text();
    for (const expected of mix.expect) expect(text).toContain(expected);
  });

  it('fetches the bundle and the shared runtime at once (modulepreload), each once, and uses them', async () => {
    const page = await env.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(`${env.pages.url}/email-otp`);
    await waitForText(page, 'Sign up or log in');
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => /\/stytch-widget\.js$|\/chunks\/runtime\.js$/.test(e.name))
        .map((e) => ({ file: e.name.split('/').pop(), start: e.startTime, end: e.responseEnd })),
    );
    const entry = timing.filter((t) => t.file === 'stytch-widget.js');
    const runtime = timing.filter((t) => t.file === 'runtime.js');
    expect(entry).toHaveLength(1);
    expect(runtime).toHaveLength(1);
    // Without the preload the entry's static import asks for it only once the entry is in.
    expect(runtime[0]?.start).toBeLessThan(entry[0]?.end as number);

    expect(consoleLines.filter((line) => /preload/i.test(line))).toEqual([]);
  });

  it('logs in with email OTP through the generated snippet', async () => {
    const page = await env.newPage();
    await emailOtpScenario.run({
      page,
      pageUrl: `${env.pages.url}/email-otp`,
      apiUrl: env.api.url,
      publicToken: CLI_TOKEN,
    });
  });
});
