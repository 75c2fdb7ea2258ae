import { describe, expect, it } from 'vitest';
import { cspNotice } from './csp-notice';

describe('cspNotice', () => {
  it('names the origin to add to the directive that blocked the call', () => {
    expect(cspNotice('connect-src', 'http://127.0.0.1:4010/sdk/v1/projects/bootstrap/x')).toBe(
      "The page's Content-Security-Policy blocked http://127.0.0.1:4010/sdk/v1/projects/bootstrap/x (directive connect-src). To run the widget in the page, add http://127.0.0.1:4010 to its connect-src; or use the floating panel, which runs outside the page's CSP.",
    );
  });

  it('says to allow it where the blocked thing has no origin (inline styles)', () => {
    expect(cspNotice('style-src-elem', 'inline')).toMatch(/allow it in its style-src-elem;/);
  });
});
