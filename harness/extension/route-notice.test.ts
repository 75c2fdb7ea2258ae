import { describe, expect, it } from 'vitest';
import { cannotRouteDown, routeLine } from './route-notice';

describe("the routing switch's sentences", () => {
  it('says ON, and where to, while the tab is routed', () => {
    expect(routeLine({ on: false })).toBe(
      "Stytch routing: off (this tab's Stytch calls go to Stytch).",
    );
    expect(
      routeLine({
        on: true,
        apiUrl: 'http://localhost:4010',
        pageOrigin: 'http://app.test:8080',
        health: 'answering',
      }),
    ).toBe(
      "Stytch routing: ON: this tab's Stytch calls go to the test API at http://localhost:4010.",
    );
  });

  it('gives the exact fix when the test API refuses the routed calls', () => {
    const line = routeLine({
      on: true,
      apiUrl: 'http://localhost:4010',
      pageOrigin: 'http://app.test:8080',
      health: 'refusing',
    });
    expect(line).toContain("refuses this page's origin (http://app.test:8080)");
    expect(line).toContain('Restart it with `--allow-origin http://app.test:8080`');
  });

  it('names the URL it tried when the test API is not there', () => {
    expect(
      routeLine({
        on: true,
        apiUrl: 'http://localhost:4010',
        pageOrigin: 'http://app.test:8080',
        health: 'down',
      }),
    ).toMatch(
      /^Stytch routing: ON, but the test API at http:\/\/localhost:4010 is not answering\./,
    );
    expect(cannotRouteDown('http://localhost:4010')).toMatch(
      /^Cannot route: the test API is not answering at http:\/\/localhost:4010\./,
    );
  });
});
