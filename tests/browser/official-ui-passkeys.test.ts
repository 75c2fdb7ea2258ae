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

// `smoke --url <login page> --no-inject --passkey-registration-url <passkey page> --config
// <description> --logged-in '#account' --mount passkey-registration` on apps built on the
// provider's prebuilt UI of each SDK major (4.x, 5.x, 6.x): the plain pages (`mountLogin`,
// `mountPasskeyRegistration`) after a password login, the React pages (`<StytchLogin>`,
// `<StytchPasskeyRegistration>`) after an SMS passcode. Each major is its own app (its server
// verifies sessions with the official Node client against that major's run's test API). The
// runs share one browser one after the other, never at once: a run that ends disconnects, and
// Chromium then switches off the virtual authenticator of every page of that browser, other
// clients' too (checked with two Puppeteer connections; at once, a passkey login of another
// major failed with NotSupportedError).

const TOKEN = 'public-token-test-3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f';

let majors: MajorApps;

/** One pair of a major's pages: its login page (with what it offers) and its passkey page. */
interface PagePair {
  login: string;
  passkeys: string;
  offers: Pick<ConfigFile, 'products' | 'otpOptions'>;
}

const PAIRS: PagePair[] = [
  {
    login: 'login.html?products=passwords,passkeys',
    passkeys: 'passkeys.html',
    offers: { products: ['passwords', 'passkeys'] },
  },
  {
    login: 'react.html?products=otp,passkeys&otp=sms',
    passkeys: 'react-passkeys.html',
    offers: { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } },
  },
];

/** Both pairs of one major, one after the other (each run has the major's test API port). */
async function smokeMajor(major: OfficialMajor): Promise<SmokeResult[]> {
  const entry = majors.apps.get(major);
  if (!entry) throw new Error(`no app for ${major}.x`);
  const base = `${entry.app.url}/v${major}/`;
  const results: SmokeResult[] = [];
  for (const [index, pair] of PAIRS.entries()) {
    const description: ConfigFile = { publicToken: TOKEN, apiUrl: entry.apiUrl, ...pair.offers };
    const name = `v${major}-passkeys-${index}`;
    const configPath = join(majors.dir, `${name}.config.json`);
    await writeFile(configPath, JSON.stringify(description));
    results.push(
      await runSmoke({
        configPath,
        outDir: join(majors.dir, name),
        reporters: ['json'],
        workers: 1,
        mount: ['passkey-registration'],
        loggedIn: '#account',
        browser: { browserWSEndpoint: majors.chromium.browser.wsEndpoint() },
        pages: {
          url: `${base}${pair.login}`,
          inject: false,
          passkeyRegistrationUrl: `${base}${pair.passkeys}`,
        },
      }),
    );
  }
  return results;
}

beforeAll(async () => {
  majors = await startMajorApps(TOKEN, 'official-ui-passkeys');
}, 120_000);

afterAll(async () => {
  await majors?.close();
});

describe('smoke drives passkeys on the official prebuilt UI of SDK majors 4, 5 and 6', () => {
  it('registers a passkey on the passkey page, logs out, logs in with it, on each major', async () => {
    const started = Date.now();
    const byMajor: SmokeResult[][] = [];
    for (const major of OFFICIAL_MAJORS) byMajor.push(await smokeMajor(major));
    const seconds = (Date.now() - started) / 1000;
    const count = byMajor.flat().reduce((n, r) => n + r.report.results.length, 0);
    console.log(
      `passkeys on the official UI, majors 4-6: ${count} scenarios in ${seconds.toFixed(1)} s`,
    );
    const expected = [
      [
        "passkeyRegistration: on the app, after a login by a password or an email passcode, register a passkey, log out, log in by 'Login with a Passkey'",
        'passed',
      ],
      [
        "passkeyRegistration: on the app, after a login by an SMS passcode, register a passkey, log out, log in by 'Login with a Passkey'",
        'passed',
      ],
    ];
    for (const [index, major] of OFFICIAL_MAJORS.entries()) {
      expect([major, outcomes(byMajor[index] ?? [])]).toEqual([major, expected]);
    }
  }, 300_000);
});
