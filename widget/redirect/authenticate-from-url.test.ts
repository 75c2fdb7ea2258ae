// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = {
  oauth: { authenticate: vi.fn() },
  magicLinks: { authenticate: vi.fn() },
};
vi.mock('../client/stytch-client', () => ({ loadClient: vi.fn(async () => client) }));

const { authenticateFromUrl } = await import('./authenticate-from-url');
const { loadClient } = await import('../client/stytch-client');

const TOKEN = 'public-token-test-1';
const page = (query: string) => {
  window.history.replaceState(null, '', `/authenticate?${query}`);
  return window.location.href;
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('authenticateFromUrl', () => {
  it('finishes OAuth through the client with the session length, and clears the address bar', async () => {
    client.oauth.authenticate.mockResolvedValue({
      user_id: 'user-test-1',
      session: { session_id: 'session-test-1' },
    });
    page('stytch_token_type=oauth&token=tok-1&next=home');
    const result = await authenticateFromUrl({
      publicToken: TOKEN,
      apiUrl: 'http://localhost:4010',
      sessionDurationMinutes: 45,
    });
    expect(result).toEqual({
      ok: true,
      tokenType: 'oauth',
      userId: 'user-test-1',
      sessionId: 'session-test-1',
    });
    expect(loadClient).toHaveBeenCalledWith(TOKEN, 'http://localhost:4010');
    expect(client.oauth.authenticate).toHaveBeenCalledWith('tok-1', {
      session_duration_minutes: 45,
    });
    expect(window.location.search).toBe('?next=home');
  });

  it('reports a denied consent as that, calls nothing, and clears the error from the address', async () => {
    page(
      'stytch_token_type=oauth&error=access_denied&error_description=The+user+cancelled+the+consent+screen.&next=home',
    );
    const result = await authenticateFromUrl({ publicToken: TOKEN });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'cancelled',
      errorType: 'access_denied',
      message: 'Sign-in was cancelled at the provider: The user cancelled the consent screen.',
    });
    expect(loadClient).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?next=home');
  });

  it("maps the API's refusal of an OAuth token to its message", async () => {
    client.oauth.authenticate.mockRejectedValue({
      status_code: 404,
      error_type: 'oauth_token_not_found',
      error_message: 'The OAuth token is unknown, used or expired.',
    });
    page('stytch_token_type=oauth&token=used');
    const result = await authenticateFromUrl({ publicToken: TOKEN });
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'api',
      errorType: 'oauth_token_not_found',
      message: 'The OAuth token is unknown, used or expired.',
    });
  });
});
