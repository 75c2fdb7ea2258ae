import { describe, expect, it } from 'vitest';
import { PROVIDER_HOSTS, providerHostOf, testApiUrlFor } from './provider-hosts';

const API = 'http://127.0.0.1:4010';

describe('provider hosts', () => {
  it('maps each API host and the client-side services host to the same path on the test API', () => {
    expect(testApiUrlFor('https://test.stytch.com/sdk/v1/otps/email/login_or_create', API)).toBe(
      `${API}/sdk/v1/otps/email/login_or_create`,
    );
    expect(
      testApiUrlFor('https://api.stytch.com/sdk/v1/projects/bootstrap/public-token-live-1', API),
    ).toBe(`${API}/sdk/v1/projects/bootstrap/public-token-live-1`);
    expect(testApiUrlFor('https://web.stytch.com/sdk/v1/sessions/authenticate', API)).toBe(
      `${API}/sdk/v1/sessions/authenticate`,
    );
    expect(testApiUrlFor('https://js.stytch.com/clientside-services/index.html?v=2', API)).toBe(
      `${API}/clientside-services/index.html?v=2`,
    );
  });

  it('keeps the query and a path prefix of the test API URL', () => {
    expect(
      testApiUrlFor(
        'https://test.stytch.com/v1/public/oauth/google/start?public_token=t&x=1',
        `${API}/stytch/`,
      ),
    ).toBe(`${API}/stytch/v1/public/oauth/google/start?public_token=t&x=1`);
  });

  it('answers telemetry on the spot and leaves other hosts alone', () => {
    expect(providerHostOf('https://telemetry.stytch.com/submit')?.answer).toBe('no-content');
    expect(testApiUrlFor('https://telemetry.stytch.com/submit', API)).toBeUndefined();
    expect(providerHostOf('https://stytch.com/docs')).toBeUndefined();
    expect(providerHostOf('https://evil.test.stytch.com.example/sdk')).toBeUndefined();
    expect(providerHostOf('https://cdn.example.com/app.js')).toBeUndefined();
    expect(providerHostOf('not a url')).toBeUndefined();
    expect(providerHostOf('wss://test.stytch.com/')).toBeUndefined();
  });

  it('matches host names case-insensitively, on either port', () => {
    expect(providerHostOf('https://TEST.Stytch.com:443/sdk/v1/x')?.host).toBe('test.stytch.com');
  });

  it('lists every host the official SDK calls, each once', () => {
    const hosts = PROVIDER_HOSTS.map((entry) => entry.host);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(hosts).toEqual(
      expect.arrayContaining([
        'test.stytch.com',
        'api.stytch.com',
        'web.stytch.com',
        'js.stytch.com',
        'telemetry.stytch.com',
        'elements.stytch.com',
      ]),
    );
  });
});
