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
      expect(lastPreload).toBeLessThan(html.indexOf('<script type="module" async>'));
    },
  );

  it.each(HTML_FORMATS)(
    '%s runs its module script as soon as the bundle is in (async), after the element it uses',
    async (format) => {
      const html = await renderSnippet(format, config, { bundleUrl: '/static/stytch-widget.js' });
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts).toEqual(['<script type="module" async>']);
      // An async module may run before the rest of the page is parsed: whatever element it
      // mounts into or writes to must come before it.
      const script = html.indexOf('<script type="module" async>');
      const ids = [...html.matchAll(/<(?:div|p) id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBe(1);
      expect(html.indexOf(`id="${ids[0]}"`)).toBeLessThan(script);
      const used = /elementId: "#([^"]+)"|getElementById\('([^']+)'\)/.exec(html.slice(script));
      expect(used?.[1] ?? used?.[2]).toBe(ids[0]);
    },
  );
});
