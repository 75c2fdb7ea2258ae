// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../harness/testing';
import { sdkClient } from './support/sdk';
import { SDK_MAJORS } from './support/sdk-majors';
import { uniqueToken } from './support/server';

// The official browser SDK meets an injected fault as it would a real API error.

describe.each(SDK_MAJORS)('official SDK $major against injected faults', (major) => {
  let api: RunningTestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('rejects with the injected status, error_type and error_message', async () => {
    const pt = uniqueToken();
    await api.faults.add({
      path: '/sdk/v1/otps/email/login_or_create',
      publicToken: pt,
      status: 429,
      errorType: 'too_many_requests',
      errorMessage: 'Too many codes sent to this address.',
    });
    const client = sdkClient(api.url, pt, major);
    await expect(client.otps.email.loginOrCreate('sdk-fault@example.com')).rejects.toMatchObject({
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: 'Too many codes sent to this address.',
    });
    const sent = await client.otps.email.loginOrCreate('sdk-fault@example.com');
    expect(sent.method_id).toMatch(/^email-test-/);
  });

  // The delay is the server's alone: the client's major does not change it.
  if (major.latest) {
    it('waits out a delay-only fault and then succeeds', async () => {
      const pt = uniqueToken();
      await api.faults.add({ path: '/sdk/v1/otps/email/login_or_create', delayMs: 300 });
      const started = Date.now();
      const sent = await sdkClient(api.url, pt, major).otps.email.loginOrCreate('slow@example.com');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(sent.method_id).toMatch(/^email-test-/);
    });
  }
});
