import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '../../harness/shared/extension-id';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { runDev } from './dev';
import { parseSiteUrl } from './extension';

// `dev --url <site>`: the widget mounted by the extension on the site calls the test API from
// the site's origin, and the extension reads the dev server's config from its own.
const built = existsSync(fromPackageRoot('dist', 'dev', 'index.html'));

async function allowedOrigin(apiUrl: string, origin: string): Promise<string | null> {
  const response = await fetch(new URL('/__emulator/outbox', apiUrl), { headers: { origin } });
  return response.headers.get('access-control-allow-origin');
}

describe('stytch-widget dev --url', () => {
  it('refuses what is not an http(s) URL', () => {
    expect(() => parseSiteUrl('localhost:5173')).toThrow(/not an http\(s\) URL|not a URL/);
    expect(parseSiteUrl('https://app.example.dev/login')).toBe('https://app.example.dev/login');
  });

  it.skipIf(!built)(
    "lets the site's origin and the extension call the test API, and serves the config with CORS",
    async () => {
      const site = 'https://app.example.dev';
      const dev = await runDev({ port: 0, apiPort: 0, db: ':memory:', url: `${site}/login` });
      const plain = await runDev({ port: 0, apiPort: 0, db: ':memory:' });
      try {
        expect(await allowedOrigin(dev.apiUrl, site)).toBe(site);
        expect(await allowedOrigin(plain.apiUrl, site)).toBeNull();
        // The package's own extension (its fixed id), not any extension.
        expect(await allowedOrigin(plain.apiUrl, EXTENSION_ORIGIN)).toBe(EXTENSION_ORIGIN);
        const another = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
        for (const api of [plain.apiUrl, dev.apiUrl]) {
          const refused = await fetch(new URL('/__emulator/outbox', api), {
            headers: { origin: another },
          });
          expect(refused.status).toBe(403);
          expect(await refused.json()).toMatchObject({ error_type: 'origin_not_allowed' });
        }

        const config = await fetch(new URL('/stytch-widget.config.json', plain.url));
        expect(config.headers.get('access-control-allow-origin')).toBe('*');
        expect(await config.json()).toMatchObject({ apiUrl: plain.apiUrl, products: ['otp'] });
        // The same text `dev --url` gives the side panel.
        expect(await (await fetch(new URL('/stytch-widget.config.json', plain.url))).text()).toBe(
          plain.configText,
        );
      } finally {
        await dev.close();
        await plain.close();
      }
    },
    60_000,
  );
});
