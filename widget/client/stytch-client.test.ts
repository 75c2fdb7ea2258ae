import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real client needs a browser; what matters here is which endpoints each client gets.
const created: { token: string; options: unknown }[] = [];
vi.mock('@stytch/vanilla-js/headless', () => ({
  createStytchClient: (token: string, options: unknown) => {
    created.push({ token, options });
    return { token, options };
  },
}));

const { loadClient } = await import('./stytch-client');

describe('loadClient', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('builds one client per token and API URL, and reuses it', async () => {
    const first = await loadClient('public-token-test-reuse', 'http://127.0.0.1:1');
    const again = await loadClient('public-token-test-reuse', 'http://127.0.0.1:1');
    expect(again).toBe(first);
    expect(created).toHaveLength(1);
  });

  it('talks to the new endpoint after the API URL changes (update({ apiUrl }))', async () => {
    await loadClient('public-token-test-moves', 'http://127.0.0.1:1');
    const moved = (await loadClient(
      'public-token-test-moves',
      'http://127.0.0.1:2',
    )) as unknown as {
      options: { endpoints: { testAPIURL: string } };
    };
    expect(moved.options.endpoints.testAPIURL).toBe('http://127.0.0.1:2');
    expect(created.map((c) => c.token)).toEqual([
      'public-token-test-moves',
      'public-token-test-moves',
    ]);
  });
});
