import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InitOptions, runInit } from '../../cli/commands/init';
import { type LaunchedBrowser, launchBrowser, runSmoke, type Scenario } from '../../harness/smoke';
import { cryptoScenarios } from '../../harness/smoke/scenarios/crypto';

// `stytch-widget smoke` on a config `init --yes` writes where a wallet and a social provider
// share a name. (Each language with every product, and each order of the OTP methods, are
// configs of the init → smoke matrix: tests/install/config-matrix-*.) One browser serves both.

const PUBLIC_TOKEN = 'public-token-test-00000000-aaaa-4000-8000-000000000000';

let launched: LaunchedBrowser;
beforeAll(async () => {
  // Shareable: each smoke run connects to it by its DevTools WebSocket.
  launched = await launchBrowser({ shareable: true });
});
afterAll(async () => {
  await launched?.close();
});

/** What `init --yes` writes for these flags, then `smoke` on it in the shared browser. */
async function initThenSmoke(flags: InitOptions, registry: readonly Scenario[]) {
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-coinbase-'));
  try {
    await runInit({ ...flags, yes: true, publicToken: PUBLIC_TOKEN, cwd: dir });
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
    return { result, failures };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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
