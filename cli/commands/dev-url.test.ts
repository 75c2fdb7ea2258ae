import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/package-root';
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
        const extension = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
        expect(await allowedOrigin(plain.apiUrl, extension)).toBe(extension);

        const config = await fetch(new URL('/stytch-widget.config.json', plain.url));
        expect(config.headers.get('access-control-allow-origin')).toBe('*');
        expect(await config.json()).toMatchObject({ apiUrl: plain.apiUrl, products: ['otp'] });
      } finally {
        await dev.close();
        await plain.close();
      }
    },
  );
});
