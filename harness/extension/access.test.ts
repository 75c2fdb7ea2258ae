import { describe, expect, it } from 'vitest';
import { ALL_SITES, noAccess } from './access';

describe('noAccess', () => {
  it('offers all sites when Chrome does not name the tab', () => {
    const said = noAccess(undefined);
    expect(said.text).toMatch(
      /^The extension cannot reach this tab yet\. Press its toolbar button/,
    );
    expect(said.allow).toEqual({ label: 'Allow on all sites', origins: ALL_SITES });
  });

  it('offers the site when it is known', () => {
    expect(noAccess('http://localhost:5173/login?x=1').allow).toEqual({
      label: 'Allow on localhost:5173',
      origins: ['http://localhost:5173/*'],
    });
  });

  it('offers no grant on pages Chrome keeps extensions out of', () => {
    const said = noAccess('chrome://extensions/');
    expect(said.text).toBe(
      'Chrome keeps extensions out of chrome: pages. Open your site in this tab.',
    );
    expect(said.allow).toBeNull();
  });
});
