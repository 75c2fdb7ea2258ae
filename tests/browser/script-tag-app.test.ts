import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import {
  htmlPage,
  type RunningPageServer,
  startPageServer,
} from '../../harness/shared/page-server';
import { runSmoke } from '../../harness/smoke';
import type { ConfigFile } from '../../widget/config/schema';

// An app that loads Stytch's SDK the older way, with a script tag for
// https://js.stytch.com/stytch.js, then calls the global `Stytch(publicToken)`: with routing, the
// test API answers that script from the package's copy of the official SDK's browser build, so
// `smoke --url <app> --no-inject` logs in on it offline.

const TOKEN = 'public-token-test-2b3c4d5e-6f70-4182-9a3b-4c5d6e7f8091';

const APP = htmlPage(
  'Script-tag app',
  `<script src="https://js.stytch.com/stytch.js"></script>
<div id="login"></div>
<p id="account" hidden>Logged in</p>
<script>
  const client = Stytch(${JSON.stringify(TOKEN)});
  client.session.onChange((session) => {
    document.getElementById('account').hidden = !session;
  });
  const options = {
    elementId: '#login',
    client,
    config: { products: [stytch.Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 5 } },
  };
  // 6.x draws the login on its second call.
  client.mountLogin(options);
  client.mountLogin(options);
</script>`,
);

let dir: string;
let site: RunningPageServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stytch-widget-script-tag-'));
  site = await startPageServer({ pages: { '/': APP }, staticDir: fromPackageRoot('dist') });
});

afterAll(async () => {
  await site?.close();
});

describe('an app that loads js.stytch.com/stytch.js with a script tag', () => {
  it('loads the SDK from the routed test API and logs in by email passcode', async () => {
    const description: ConfigFile = {
      publicToken: TOKEN,
      products: ['otp'],
      otpOptions: { methods: ['email'] },
    };
    const configPath = join(dir, 'app.config.json');
    await writeFile(configPath, JSON.stringify(description));
    const result = await runSmoke({
      configPath,
      outDir: join(dir, 'out'),
      reporters: ['json'],
      workers: 1,
      loggedIn: '#account:not([hidden])',
      pages: { url: `${site.url}/`, inject: false },
    });
    const attempt = result.report.results[0]?.attempts.at(-1);
    expect(result.report.results.map((r) => [r.name, r.status, attempt?.error])).toEqual([
      ['login: email one-time passcode', 'passed', undefined],
    ]);
    expect(attempt?.providerCalls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        host: 'js.stytch.com',
        path: '/stytch.js',
        status: 200,
      }),
    );
  }, 120_000);
});
