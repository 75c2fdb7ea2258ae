import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke, type SmokeResult } from '../../harness/smoke';
import type { ConfigFile } from '../../widget/config/schema';
import { OFFICIAL_MAJORS, type OfficialMajor } from '../fixtures/official-ui-majors/build';
import {
  type MajorApps,
  outcomes,
  startMajorApps,
} from '../fixtures/official-ui-majors/major-apps';

// `smoke --url <app> --no-inject --config <description> --logged-in '#account'` on apps built
// on the provider's prebuilt UI of each SDK major (4.x, 5.x, 6.x; plain `mountLogin` pages and
// `@stytch/react` `<StytchLogin>` pages), every product the page shows. Each major is its own
// app (its server verifies sessions with the official Node client against that major's run's
// test API), and the majors run at once in one shared browser.

const TOKEN = 'public-token-test-7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let majors: MajorApps;

/** One page of a major's app (`login.html` or `react.html` with what it offers), its run. */
interface PageRun {
  page: 'login' | 'react';
  /** The page's query: what the login offers (login-config.ts). */
  query: string;
  offers: (redirect: string) => Partial<ConfigFile>;
}

const PAGES: PageRun[] = [
  {
    page: 'login',
    query: 'products=otp&otp=email,sms',
    offers: () => ({ products: ['otp'], otpOptions: { methods: ['email', 'sms'] } }),
  },
  {
    page: 'login',
    query: 'products=emailMagicLinks,oauth',
    offers: (redirect) => ({
      products: ['emailMagicLinks', 'oauth'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
      oauthOptions: {
        providers: [{ type: 'google' }],
        loginRedirectURL: redirect,
        signupRedirectURL: redirect,
      },
    }),
  },
  {
    page: 'login',
    query: 'products=passwords,otp&otp=email',
    offers: () => ({ products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } }),
  },
  {
    page: 'react',
    query: 'products=otp&otp=sms',
    offers: () => ({ products: ['otp'], otpOptions: { methods: ['sms'] } }),
  },
];

/** Every page of one major, one after the other (each run has the major's test API port). */
async function smokeMajor(major: OfficialMajor): Promise<SmokeResult[]> {
  const entry = majors.apps.get(major);
  if (!entry) throw new Error(`no app for ${major}.x`);
  const base = `${entry.app.url}/v${major}/`;
  const results: SmokeResult[] = [];
  for (const [index, run] of PAGES.entries()) {
    const description: ConfigFile = {
      publicToken: TOKEN,
      products: [],
      apiUrl: entry.apiUrl,
      ...run.offers(`${base}authenticate.html`),
    };
    const name = `v${major}-${index}`;
    const configPath = join(majors.dir, `${name}.config.json`);
    await writeFile(configPath, JSON.stringify(description));
    results.push(
      await runSmoke({
        configPath,
        outDir: join(majors.dir, name),
        reporters: ['json'],
        workers: 1,
        loggedIn: '#account',
        browser: { browserWSEndpoint: majors.chromium.browser.wsEndpoint() },
        pages: { url: `${base}${run.page}.html?${run.query}`, inject: false },
      }),
    );
  }
  return results;
}

beforeAll(async () => {
  majors = await startMajorApps(TOKEN, 'official-ui-majors');
}, 120_000);

afterAll(async () => {
  await majors?.close();
});

describe('smoke on the official prebuilt UI of SDK majors 4, 5 and 6', () => {
  it('logs in by every product each page shows, on each major, by its own names', async () => {
    const started = Date.now();
    const byMajor = await Promise.all(OFFICIAL_MAJORS.map((major) => smokeMajor(major)));
    const seconds = (Date.now() - started) / 1000;
    const count = byMajor.flat().reduce((n, r) => n + r.report.results.length, 0);
    // The figure for the closing note.
    console.log(
      `smoke on the official UI, majors 4-6: ${count} scenarios in ${seconds.toFixed(1)} s`,
    );
    const expected = [
      ['login: email one-time passcode', 'passed'],
      ['login: SMS one-time passcode', 'passed'],
      ['login: email magic link', 'passed'],
      ['login: OAuth through the consent page', 'passed'],
      ['login: password sign-up', 'passed'],
      ['login: password log-in (a wrong one first)', 'passed'],
      ['login: passwords, an account without a password gets an email passcode', 'passed'],
      ['login: SMS one-time passcode', 'passed'],
    ];
    for (const [index, major] of OFFICIAL_MAJORS.entries()) {
      expect([major, outcomes(byMajor[index] ?? [])]).toEqual([major, expected]);
    }
  }, 480_000);
});
