import { describe, expect, it } from 'vitest';
import { type BlockedWidgetRecord, explainBlocking, isSecurityLine } from './blocked-widget';

const BUNDLE_ORIGIN = 'http://localhost:5100';
const API_ORIGIN = 'http://127.0.0.1:5200';
const ORIGINS = [BUNDLE_ORIGIN, API_ORIGIN];

function record(parts: Partial<BlockedWidgetRecord> = {}): BlockedWidgetRecord {
  return { violations: [], securityLines: [], policyHeaders: new Map(), ...parts };
}

// Chromium's wording of its console lines.
const REFUSED_SCRIPT = `Refused to load the script '${BUNDLE_ORIGIN}/static/stytch-widget.js' because it violates the following Content Security Policy directive: "script-src 'self'". Note that 'script-src-elem' was not explicitly set, so 'script-src' is used as a fallback.`;
// Chromium 156's wording of the same line.
const LOADING_SCRIPT = `Loading the script '${BUNDLE_ORIGIN}/static/stytch-widget.js' violates the following Content Security Policy directive: "default-src 'self'". Note that 'script-src-elem' was not explicitly set, so 'default-src' is used as a fallback. The action has been blocked.`;
const MIXED = `Mixed Content: The page at 'https://staging.example.com/' was loaded over HTTPS, but requested an insecure script '${BUNDLE_ORIGIN.replace('localhost', '10.0.0.5')}/static/stytch-widget.js'. This request has been blocked; the content must be served over HTTPS.`;

describe('explainBlocking', () => {
  it('names the directive and the header that blocked the widget', () => {
    const text = explainBlocking(
      record({
        violations: [
          {
            effectiveDirective: 'script-src-elem',
            violatedDirective: 'script-src',
            blockedURI: `${BUNDLE_ORIGIN}/static/stytch-widget.js`,
            originalPolicy: "script-src 'self'",
            disposition: 'enforce',
          },
        ],
        securityLines: [REFUSED_SCRIPT],
        policyHeaders: new Map([['http://localhost:3000/', "script-src 'self'"]]),
      }),
      ORIGINS,
    );
    expect(text).toContain(
      `CSP blocked the widget: the directive "script-src 'self'" refused ${BUNDLE_ORIGIN}/static/stytch-widget.js`,
    );
    expect(text).toContain("Content-Security-Policy of http://localhost:3000/: script-src 'self'");
    // The console line says the same as the event: one reason, not two.
    expect(text?.match(/CSP blocked/g)).toHaveLength(1);
  });

  it("reads Chromium's newer wording", () => {
    expect(explainBlocking(record({ securityLines: [LOADING_SCRIPT] }), ORIGINS)).toMatch(
      /^CSP blocked the widget: the directive "default-src 'self'" refused http:\/\/localhost:5100\/static\/stytch-widget\.js\./,
    );
  });

  it("reads the event alone, and says when the policy is a meta tag's", () => {
    const text = explainBlocking(
      record({
        violations: [
          {
            effectiveDirective: 'connect-src',
            violatedDirective: 'connect-src',
            blockedURI: `${API_ORIGIN}/sdk/v1/projects/bootstrap/x`,
            originalPolicy: "default-src 'self'",
            disposition: 'enforce',
          },
        ],
      }),
      ORIGINS,
    );
    expect(text).toContain(
      `the directive "connect-src" of the policy "default-src 'self'" refused ${API_ORIGIN}/sdk/v1/projects/bootstrap/x`,
    );
    expect(text).toContain('<meta http-equiv>');
  });

  it("ignores the page's own violations and report-only ones", () => {
    const text = explainBlocking(
      record({
        violations: [
          {
            effectiveDirective: 'img-src',
            violatedDirective: 'img-src',
            blockedURI: 'https://tracker.example/pixel.gif',
            originalPolicy: "img-src 'self'",
            disposition: 'enforce',
          },
          {
            effectiveDirective: 'connect-src',
            violatedDirective: 'connect-src',
            blockedURI: `${API_ORIGIN}/sdk/v1/projects/bootstrap/x`,
            originalPolicy: "connect-src 'self'",
            disposition: 'report',
          },
        ],
      }),
      ORIGINS,
    );
    expect(text).toBeUndefined();
  });

  it('reports mixed content as such', () => {
    const text = explainBlocking(record({ securityLines: [MIXED] }), [
      BUNDLE_ORIGIN.replace('localhost', '10.0.0.5'),
    ]);
    expect(text).toMatch(/^Mixed content blocked the widget: Mixed Content: The page at/);
  });

  it('reports a private network block (an http page elsewhere loading from loopback) as such', () => {
    const line = `Access to script at '${BUNDLE_ORIGIN}/static/stytch-widget.js' from origin 'http://192.0.2.2:3000' has been blocked by CORS policy: The request client is not a secure context and the resource is in more-private address space \`loopback\`.`;
    expect(isSecurityLine(line)).toBe(true);
    expect(explainBlocking(record({ securityLines: [line] }), ORIGINS)).toMatch(
      /^Private Network Access blocked the widget: Access to script at .* test the page over https/,
    );
  });

  it("falls back to the content script's own account (no element for the selector)", () => {
    expect(
      explainBlocking(record(), ORIGINS, {
        state: 'no-element',
        message: 'no element matches the selector "#login"',
      }),
    ).toBe('The widget could not be injected: no element matches the selector "#login".');
    expect(explainBlocking(record(), ORIGINS, { state: 'mounted' })).toBeUndefined();
  });
});

describe('isSecurityLine', () => {
  it("matches Chromium's CSP and mixed-content lines only", () => {
    expect(isSecurityLine(REFUSED_SCRIPT)).toBe(true);
    expect(isSecurityLine(LOADING_SCRIPT)).toBe(true);
    expect(isSecurityLine(MIXED)).toBe(true);
    expect(isSecurityLine('Refused to apply inline style')).toBe(false);
    expect(
      isSecurityLine(
        'Refused to apply inline style because it violates the following Content Security Policy directive: "style-src \'self\'"',
      ),
    ).toBe(true);
    expect(isSecurityLine('Failed to load resource')).toBe(false);
  });
});
