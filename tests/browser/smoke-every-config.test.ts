import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InitOptions, runInit } from '../../cli/commands/init';
import {
  type LaunchedBrowser,
  launchBrowser,
  runSmoke,
  type Scenario,
  scenarios,
} from '../../harness/smoke';
import { cryptoScenarios } from '../../harness/smoke/scenarios/crypto';
import { passwordLoginScenario } from '../../harness/smoke/scenarios/passwords';
import { resetLoginWithoutPasswordScenario } from '../../harness/smoke/scenarios/reset-password';
import { whatsappOtpScenario } from '../../harness/smoke/scenarios/whatsapp-otp';
import { AVAILABLE_PRODUCTS } from '../../widget/config/available-products';
import { OTP_METHODS } from '../../widget/config/constants';
import { LOCALES } from '../../widget/i18n/locales';
import { mountModeInfos } from '../../widget/modes/infos';

// `stytch-widget smoke` passes on the configs `init --yes` writes, whatever their language, OTP
// method order, Shadow DOM or theme. The inputs come from the widget's own lists (its
// languages, the permutations of its OTP methods, its mount modes), so a new one is tested
// as soon as it exists. One browser serves every run.

const PUBLIC_TOKEN = 'public-token-test-00000000-aaaa-4000-8000-000000000000';

let launched: LaunchedBrowser;
beforeAll(async () => {
  launched = await launchBrowser();
});
afterAll(async () => {
  await launched?.close();
});

/** Every order of the items. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

/** What `init --yes` writes for these flags, then `smoke` on it in the shared browser. */
async function initThenSmoke(flags: InitOptions, registry: readonly Scenario[] = scenarios) {
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-every-config-'));
  const { config } = await runInit({ ...flags, yes: true, publicToken: PUBLIC_TOKEN, cwd: dir });
  const result = await runSmoke({
    configPath: join(dir, 'stytch-widget.config.json'),
    outDir: join(dir, 'smoke'),
    reporters: [],
    scenarios: registry,
    workers: 2,
    browser: { browserWSEndpoint: launched.browser.wsEndpoint() },
  });
  const failures = result.report.results
    .filter((r) => r.status === 'failed')
    .map((r) => `${r.name}: ${r.attempts.at(-1)?.error}`);
  return { config, result, failures };
}

describe('smoke on every config init writes', () => {
  // Each order of the OTP methods: Main shows its tabs in its own order, so each scenario has
  // to open its tab. The orders also go through the languages, with Shadow DOM every other one.
  const orders = permutations(OTP_METHODS);
  it.each(
    orders.map((order, index) => ({
      order: order.join(','),
      locale: LOCALES[index % LOCALES.length],
      shadowDom: index % 2 === 1,
    })),
  )(
    'OTP methods $order, locale $locale, Shadow DOM $shadowDom',
    async ({ order, locale, shadowDom }) => {
      const { result, failures } = await initThenSmoke({
        products: 'otp',
        otpMethods: order,
        ...(locale ? { locale } : {}),
        shadowDom,
      });
      expect(failures).toEqual([]);
      expect(result.report.results.map((r) => r.name).sort()).toEqual([
        'login: SMS one-time passcode',
        'login: WhatsApp one-time passcode',
        'login: email one-time passcode',
      ]);
    },
  );

  // Each language with every product (init's default OTP method next to magic links) and every
  // mount mode: the page objects find each screen's elements by their names in that language.
  // Left out are the scenarios that drive the same screens as one kept: WhatsApp (SMS's form),
  // the password log-in and the reset mount's login link (the reset flow's), six of the seven
  // wallets (they differ in the injected wallet, not in the page).
  const sameScreens = new Set<Scenario>([
    whatsappOtpScenario,
    passwordLoginScenario,
    resetLoginWithoutPasswordScenario,
    ...cryptoScenarios.slice(0, -1),
  ]);
  const screenByScreen = scenarios.filter((scenario) => !sameScreens.has(scenario));
  it.each(LOCALES.map((locale, index) => ({ locale, themed: index % 2 === 0 })))(
    'locale $locale, every product, every mount mode, custom theme $themed',
    async ({ locale, themed }) => {
      const { result, failures } = await initThenSmoke(
        {
          products: AVAILABLE_PRODUCTS.join(','),
          locale,
          ...(themed
            ? {
                customizeTheme: true,
                primaryColor: '#5b2a86',
                borderRadius: '16px',
                width: '360px',
                fontFamily: 'Georgia',
                header: false,
              }
            : {}),
        },
        screenByScreen,
      );
      expect(failures).toEqual([]);
      const modes = new Set(result.report.results.map((r) => r.mountMode));
      expect([...modes].sort()).toEqual(mountModeInfos.map((mode) => mode.id).sort());
    },
  );
});

describe('a wallet named like a social provider', () => {
  // 'Continue with Coinbase' is both an OAuth button and a wallet button: the wallet scenario
  // picks the wallet block's, on Main (one provider: room for wallets) or on Crypto Other
  // (every provider: none on Main).
  const coinbase = cryptoScenarios.filter((scenario) => scenario.name.endsWith('Coinbase'));
  it.each(['coinbase', 'google,coinbase,github,gitlab,slack,figma'])(
    'OAuth providers %s, crypto: the Coinbase wallet logs in',
    async (oauthProviders) => {
      const { result, failures } = await initThenSmoke(
        { products: 'oauth,crypto', oauthProviders },
        coinbase,
      );
      expect(failures).toEqual([]);
      expect(result.report.results).toHaveLength(1);
    },
  );
});
