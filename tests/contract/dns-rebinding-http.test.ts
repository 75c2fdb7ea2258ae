import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { startTestApi as startFromTesting } from '../../harness/testing';
import { getWithHost } from '../support/listening';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// DNS rebinding: a page on evil.example that points its name at 127.0.0.1 reaches the test API
// as same-origin, but the browser still sends `Host: evil.example`. Such requests get 403.

let server: RunningTestApi;
let allowing: RunningTestApi;
const pt = uniqueToken();

beforeAll(async () => {
  server = await startServer();
  allowing = await startServer({ allowedHosts: ['app.test', '.preview.test'] });
  const sent = await call(
    server.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    {
      email: 'victim@example.com',
    },
    { publicToken: pt },
  );
  expect(sent.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await allowing?.close();
});

describe('the test API refuses hosts that are not loopback', () => {
  it('answers the outbox to a rebound name with 403 naming --allowed-host, and no code', async () => {
    const res = await getWithHost(new URL('/__emulator/outbox', server.url).href, 'evil.example');
    expect(res.status).toBe(403);
    const body = JSON.parse(res.body) as { error_type: string; error_message: string };
    expect(body.error_type).toBe('host_not_allowed');
    expect(body.error_message).toContain('--allowed-host evil.example');
    expect(res.body).not.toContain('victim@example.com');
  });

  it('refuses a rebound name on every route, with a port too', async () => {
    for (const path of [`/sdk/v1/projects/bootstrap/${pt}`, '/', '/__emulator/outbox.html']) {
      expect((await getWithHost(new URL(path, server.url).href, 'evil.example:4010')).status).toBe(
        403,
      );
    }
  });

  it('answers loopback names and addresses on any port', async () => {
    for (const host of [
      'localhost',
      'localhost:4010',
      '127.0.0.1:9',
      '[::1]:4010',
      'app.localhost:3000',
    ]) {
      const res = await getWithHost(new URL('/__emulator/outbox', server.url).href, host);
      expect(res.status, host).toBe(200);
      expect(res.body).toContain('victim@example.com');
    }
  });

  it('answers the hosts it was told to allow (a leading dot allows subdomains), no others', async () => {
    expect(
      (await getWithHost(new URL('/__emulator/outbox', allowing.url).href, 'app.test:8080')).status,
    ).toBe(200);
    expect(
      (await getWithHost(new URL('/__emulator/outbox', allowing.url).href, 'pr-7.preview.test'))
        .status,
    ).toBe(200);
    expect(
      (await getWithHost(new URL('/__emulator/outbox', allowing.url).href, 'preview.test')).status,
    ).toBe(200);
    expect(
      (await getWithHost(new URL('/__emulator/outbox', allowing.url).href, 'evil.app.test')).status,
    ).toBe(403);
  });

  it("stytch-widget/testing's startTestApi takes allowedHosts too", async () => {
    const running = await startFromTesting({ allowedHosts: ['e2e.test'] });
    try {
      expect(
        (await getWithHost(new URL('/__emulator/outbox', running.url).href, 'e2e.test')).status,
      ).toBe(200);
      expect(
        (await getWithHost(new URL('/__emulator/outbox', running.url).href, 'evil.example')).status,
      ).toBe(403);
    } finally {
      await running.close();
    }
  });
});
