import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTED_HOSTS, routedApiUrl, routeRule } from './route-rules';

describe("the tab's routing rule", () => {
  it("sends what the tab loads from Stytch's API and telemetry hosts to the test API, path kept", () => {
    const built = routeRule(7, 'http://127.0.0.1:4010');
    if (!built.ok) throw new Error(built.problem);
    expect(built.rule.id).toBe(7);
    expect(built.rule.condition.tabIds).toEqual([7]);
    expect(built.rule.condition.requestDomains).toEqual([
      'test.stytch.com',
      'api.stytch.com',
      'web.stytch.com',
      'telemetry.stytch.com',
    ]);
    // Not the fetch calls: redirected, they would lose their Authorization header.
    expect(built.rule.condition.resourceTypes).toEqual(['main_frame', 'sub_frame', 'script']);
    // A transform changes scheme, host and port only: the path and query stay.
    expect(built.rule.action.redirect).toEqual({
      transform: { scheme: 'http', host: '127.0.0.1', port: '4010' },
    });
    expect(routedApiUrl(built.rule)).toBe('http://127.0.0.1:4010');
  });

  it('leaves the client-side services iframe to Stytch', () => {
    expect(ROUTED_HOSTS).not.toContain('js.stytch.com');
  });

  it('has host access to exactly the routed hosts (Chrome redirects only what it may reach)', () => {
    const manifest = JSON.parse(readFileSync(new URL('manifest.json', import.meta.url), 'utf8'));
    expect(manifest.host_permissions).toEqual(ROUTED_HOSTS.map((host) => `https://${host}/*`));
    expect(manifest.permissions).toContain('declarativeNetRequestWithHostAccess');
  });

  it('says what is wrong with a test API URL it cannot route to', () => {
    const problem = (url: string) => {
      const built = routeRule(1, url);
      return built.ok ? null : built.problem;
    };
    expect(problem('localhost:4010')).toMatch(/must start with http:\/\//);
    expect(problem('not a url')).toMatch(/is not a URL/);
    expect(problem('http://localhost:4010/api')).toBe(
      "Give the test API's URL without a path, as http://localhost:4010.",
    );
    expect(problem('https://test.stytch.com')).toMatch(/is Stytch's host/);
    expect(problem('http://localhost')).toBeNull();
  });
});
