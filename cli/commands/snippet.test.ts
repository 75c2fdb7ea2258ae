import { describe, expect, it } from 'vitest';
import { checkBundleUrl } from './snippet';

describe('checkBundleUrl', () => {
  it('takes an http(s) URL as the config URLs are checked, or a path', () => {
    for (const ok of [
      'https://unpkg.com/stytch-widget@0.1.0/dist/stytch-widget.js',
      'http://localhost:3000/static/stytch-widget.js',
      '/assets/stytch-widget.js',
      './stytch-widget.js',
      '../dist/stytch-widget.js',
    ]) {
      expect(checkBundleUrl(ok)).toBe(ok);
    }
  });

  it('refuses what is no URL, or would break out of the snippet', () => {
    for (const bad of [
      'http:///stytch-widget.js', // no host: the URL check refuses it, as it does in a config
      'https://cdn example/x.js',
      "javascript:alert('x')",
      'cdn.example/x.js',
      '/x.js"><script>',
    ]) {
      expect(() => checkBundleUrl(bad)).toThrow('expected an http(s) URL or a path');
    }
  });
});
