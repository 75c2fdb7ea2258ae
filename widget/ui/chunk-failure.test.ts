import { describe, expect, it } from 'vitest';
import { failedChunkUrl } from './chunk-failure';

describe('failedChunkUrl', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: http://127.0.0.1:5173/static/chunks/chunk-Ab12.js',
      'http://127.0.0.1:5173/static/chunks/chunk-Ab12.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://unpkg.com/stytch-widget@0.1.0/dist/chunks/de-X9.js',
      'https://unpkg.com/stytch-widget@0.1.0/dist/chunks/de-X9.js',
    ],
  ])('reads the address from %s’s message', (_browser, message, url) => {
    expect(failedChunkUrl(new TypeError(message))).toBe(url);
  });

  it('names the folder the chunks come from when the message has no address (Safari)', () => {
    const folder = failedChunkUrl(new TypeError('Importing a module script failed.'));
    expect(folder).toBe(new URL('.', import.meta.url).href);
  });
});
