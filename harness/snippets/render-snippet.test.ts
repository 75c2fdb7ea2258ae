import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../widget/config/schema';
import { renderSnippet, SNIPPET_FORMATS } from './render-snippet';

const config = {
  publicToken: 'public-token-test-snippet',
  products: ['emailMagicLinks', 'passwords', 'passkeys'],
  emailMagicLinksOptions: {
    loginRedirectURL: 'http://localhost:3000/authenticate',
    signupRedirectURL: 'http://localhost:3000/authenticate',
  },
} as unknown as ConfigFile;

const HTML_FORMATS = SNIPPET_FORMATS.filter((format) => !format.endsWith('react'));

describe('HTML snippets', () => {
  it.each(HTML_FORMATS)(
    '%s preloads the bundle and its runtime chunk before the module script that imports them',
    async (format) => {
      const html = await renderSnippet(format, config, { bundleUrl: '/static/stytch-widget.js' });
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(preloads).toEqual(['/static/stytch-widget.js', '/static/chunks/runtime.js']);
      const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
      expect(lastPreload).toBeLessThan(html.indexOf('<script type="module">'));
    },
  );
});
