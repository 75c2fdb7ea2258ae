import { describe, expect, it } from 'vitest';
import { mountOptionsFor, readConfigText } from './config-source';

const valid = {
  publicToken: 'public-token-test-1',
  apiUrl: 'http://localhost:4010',
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
  styles: { colors: { primary: '#19303d' } },
};

describe("the side panel's config", () => {
  it('names the line and column of malformed JSON', () => {
    expect(readConfigText('{\n  "products": [,]\n}', 'pasted')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^pasted:2:\d+: malformed JSON: /)],
    });
  });

  it('mounts against the chosen target, not the apiUrl in the file', () => {
    const read = readConfigText(JSON.stringify(valid), 'pasted');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    const testApi = mountOptionsFor(read.config, '#here', {
      kind: 'test-api',
      apiUrl: 'http://127.0.0.1:9',
    });
    expect(testApi).toMatchObject({
      elementId: '#here',
      publicToken: 'public-token-test-1',
      apiUrl: 'http://127.0.0.1:9',
      styles: valid.styles,
      config: { products: ['otp'] },
    });
    expect(testApi.config).not.toHaveProperty('styles');
    expect(mountOptionsFor(read.config, '#here', { kind: 'stytch' })).not.toHaveProperty('apiUrl');
  });
});
