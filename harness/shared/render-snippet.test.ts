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
    '%s preloads the runtime chunk before the bundle script that imports it',
    async (format) => {
      const html = await renderSnippet(format, config, { bundleUrl: '/static/stytch-widget.js' });
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      // The bundle's own script tag fetches it as soon as the parser meets it; the runtime it
      // imports would otherwise wait until the bundle is in.
      expect(preloads).toEqual(['/static/chunks/runtime.js']);
      const lastPreload = html.lastIndexOf('<link rel="modulepreload"');
      expect(lastPreload).toBeLessThan(html.indexOf('<script type="module"'));
    },
  );

  it.each(HTML_FORMATS)(
    '%s has no inline script: a JSON data block, the bundle and embed.js beside it (async), after the element it uses',
    async (format) => {
      const html = await renderSnippet(format, config, { bundleUrl: '/static/stytch-widget.js' });
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map((m) => m[1]?.trim())).toEqual([
        expect.stringMatching(
          /^type="application\/json" data-stytch-widget="(mount\w+|authenticateFromUrl)" data-bundle="\/static\/stytch-widget\.js"$/,
        ),
        'type="module" async src="/static/stytch-widget.js"',
        'type="module" async src="/static/embed.js"',
      ]);
      // Only the data block has content, and it is JSON (no code a policy would have to allow).
      const options = JSON.parse(scripts[0]?.[2] ?? '') as { elementId: string };
      expect(scripts[1]?.[2]).toBe('');
      expect(scripts[2]?.[2]).toBe('');
      // An async module may run before the rest of the page is parsed: the element it mounts
      // into or writes to must come before it.
      const ids = [...html.matchAll(/<(?:div|p) id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBe(1);
      expect(options.elementId).toBe(`#${ids[0]}`);
      expect(html.indexOf(`id="${ids[0]}"`)).toBeLessThan(html.indexOf('<script'));
    },
  );

  it('escapes < in the data block, so a value cannot end it, and keeps the value', async () => {
    const html = await renderSnippet(
      'html',
      {
        ...config,
        styles: { logo: { logoImageUrl: 'https://example.com/</script><b>x.png' } },
      } as ConfigFile,
      { bundleUrl: '/static/stytch-widget.js' },
    );
    expect(html).not.toContain('</script><b>');
    const block = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? '').styles.logo.logoImageUrl).toBe(
      'https://example.com/</script><b>x.png',
    );
  });

  it("shows the widget's own Loading in the config's language until it draws", async () => {
    const ja = await renderSnippet('html', { ...config, locale: 'ja' } as ConfigFile, {
      bundleUrl: '/static/stytch-widget.js',
    });
    expect(ja).toContain('<p role="status">読み込み中…</p>');
    const en = await renderSnippet('html', config, { bundleUrl: '/static/stytch-widget.js' });
    expect(en).toContain('<p role="status">Loading…</p>');
    // A language this build lacks (the widget then shows its config error): English.
    const unknown = await renderSnippet(
      'html',
      { ...config, locale: 'xx' } as unknown as ConfigFile,
      {
        bundleUrl: '/static/stytch-widget.js',
      },
    );
    expect(unknown).toContain('<p role="status">Loading…</p>');
  });
});
