import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import {
  htmlPage,
  type RunningPageServer,
  startPageServer,
} from '../../harness/shared/page-server';
import { snippetPage } from '../../harness/shared/snippet-page';
import { runSmoke, type SmokeOptions } from '../../harness/smoke';
import type { ConfigFile } from '../../widget/config/schema';

// `smoke --url <page> --no-inject` on the production snippet: a config with no apiUrl, so the
// widget calls Stytch's own hosts, which the run answers from its test API.

const TOKEN = 'public-token-test-0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const production: ConfigFile = {
  publicToken: TOKEN,
  products: ['otp', 'passwords'],
  otpOptions: { methods: ['email'] },
};

// A script of the page's own that calls a Stytch path the test API does not serve.
const gapScript = (path: string) => `<script>
fetch('https://test.stytch.com${path}', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
});
</script>`;
// Under the email-passcode flow's own paths: the flow needs it.
const NEEDED_GAP = '/sdk/v1/otps/no_such_method/login_or_create';
// Another product's path: nothing in the flow waits for it.
const UNNEEDED_GAP = '/sdk/v1/no_such_product/start';
const emailOtp: ConfigFile = { ...production, products: ['otp'] };

let dir: string;
let site: RunningPageServer;

async function writeConfig(config: ConfigFile, name: string) {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(config));
  return path;
}

function smoke(options: SmokeOptions) {
  return runSmoke({ outDir: join(dir, 'out'), reporters: ['json'], workers: 1, ...options });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-routed-'));
  const snippet = await snippetPage(production, 'Customer login');
  const otpSnippet = await snippetPage(emailOtp, 'Customer login');
  const withScript = (path: string) => otpSnippet.replace('</body>', `${gapScript(path)}</body>`);
  site = await startPageServer({
    pages: {
      '/login': snippet,
      '/gap': htmlPage('Gap', gapScript(NEEDED_GAP)),
      '/login-needed-gap': withScript(NEEDED_GAP),
      '/login-unneeded-gap': withScript(UNNEEDED_GAP),
    },
    staticDir: fromPackageRoot('dist'),
  });
});

afterAll(async () => {
  await site?.close();
});

describe('smoke --url --no-inject, routed', () => {
  it("logs in by email OTP and password through the production snippet, Stytch's hosts answered by the test API", async () => {
    const result = await smoke({
      configPath: await writeConfig(production, 'production.config.json'),
      pages: { url: `${site.url}/login`, inject: false },
    });
    expect(result.report.results.map((r) => [r.name, r.status])).toEqual([
      ['login: password sign-up', 'passed'],
      ['login: password log-in (a wrong one first)', 'passed'],
      ['login: passwords, an account without a password gets an email passcode', 'passed'],
    ]);
    const byName = (name: string) =>
      result.report.results.find((r) => r.name.endsWith(name))?.attempts.at(-1)?.providerCalls ??
      [];
    const answered = (method: string, path: string) =>
      expect.objectContaining({ method, host: 'test.stytch.com', path, status: 200 });
    expect(byName('email passcode')).toEqual(
      expect.arrayContaining([
        answered('GET', `/sdk/v1/projects/bootstrap/${TOKEN}`),
        answered('POST', '/sdk/v1/otps/email/login_or_create'),
        answered('POST', '/sdk/v1/otps/authenticate'),
      ]),
    );
    expect(byName('password sign-up')).toEqual(
      expect.arrayContaining([answered('POST', '/sdk/v1/passwords')]),
    );
  });

  it("a Stytch call the test API cannot answer, under the flow's own paths, fails the scenario naming its method and path", async () => {
    const started = Date.now();
    const result = await smoke({
      configPath: await writeConfig(emailOtp, 'gap.config.json'),
      pages: { url: `${site.url}/gap`, inject: false },
    });
    expect(result.failed).toBe(1);
    const attempt = result.report.results[0]?.attempts.at(-1);
    expect(attempt?.error).toContain(
      `The test API does not answer POST ${NEEDED_GAP} (the page called https://test.stytch.com${NEEDED_GAP}; test API answered 404: No route for POST ${NEEDED_GAP}.)`,
    );
    expect(attempt?.providerCalls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: NEEDED_GAP, status: 404 }),
    );
    // Named at once, not after the step's 15 s timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('an unanswered call the flow does not need is listed and does not fail the scenario', async () => {
    const result = await smoke({
      configPath: await writeConfig(emailOtp, 'unneeded-gap.config.json'),
      pages: { url: `${site.url}/login-unneeded-gap`, inject: false },
    });
    expect(result.report.results.map((r) => [r.name, r.status])).toEqual([
      ['login: email one-time passcode', 'passed'],
    ]);
    expect(result.report.results[0]?.attempts[0]?.unansweredCalls).toEqual([
      `POST test.stytch.com${UNNEEDED_GAP}: 404 (No route for POST ${UNNEEDED_GAP}.)`,
    ]);
  });

  it('--allow-gap accepts a known unanswered call the flow would otherwise fail on', async () => {
    const configPath = await writeConfig(emailOtp, 'allowed-gap.config.json');
    const url = `${site.url}/login-needed-gap`;
    const refused = await smoke({ configPath, pages: { url, inject: false } });
    expect(refused.report.results[0]?.attempts[0]?.error).toContain(
      `The test API does not answer POST ${NEEDED_GAP}`,
    );
    const accepted = await smoke({
      configPath,
      pages: { url, inject: false },
      allowGaps: ['POST /sdk/v1/otps/no_such_method/*'],
    });
    expect(accepted.report.results.map((r) => [r.name, r.status])).toEqual([
      ['login: email one-time passcode', 'passed'],
    ]);
    expect(accepted.report.results[0]?.attempts[0]?.unansweredCalls).toEqual([
      `POST test.stytch.com${NEEDED_GAP}: 404 (No route for POST ${NEEDED_GAP}.) [allowed by --allow-gap]`,
    ]);
  });

  it("--no-route: a page whose widget calls the config's local apiUrl runs as before, nothing routed", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const apiPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const local: ConfigFile = {
      ...production,
      products: ['otp'],
      apiUrl: `http://localhost:${apiPort}`,
    };
    const page = await startPageServer({
      pages: { '/login': await snippetPage(local, 'Local login') },
      staticDir: fromPackageRoot('dist'),
    });
    try {
      const result = await smoke({
        configPath: await writeConfig(local, 'local.config.json'),
        pages: { url: `${page.url}/login`, inject: false, route: false },
      });
      expect(result.report.results.map((r) => [r.name, r.status])).toEqual([
        ['login: email one-time passcode', 'passed'],
      ]);
      expect(result.report.results[0]?.attempts[0]?.providerCalls).toBeUndefined();
    } finally {
      await page.close();
    }
  });

  it('--no-route with no apiUrl refuses, naming the fix', async () => {
    await expect(
      smoke({
        configPath: await writeConfig(production, 'no-route.config.json'),
        pages: { url: `${site.url}/login`, inject: false, route: false },
      }),
    ).rejects.toThrow(
      /^--no-route sends the page's calls to their real hosts.*the config has no apiUrl\.$/,
    );
  });
});
