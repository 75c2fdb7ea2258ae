import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '../../harness/shared/extension-id';
import type { RunningTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call } from './support/http';
import { PUBLIC_TOKEN, startServer } from './support/server';

let server: RunningTestApi;
type ErrorJson = {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('transport contract', () => {
  it('answers a credentialed preflight from localhost, echoing the Origin', async () => {
    const res = await fetch(`${server.url}/sdk/v1/otps/authenticate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,content-type,x-sdk-client,x-sdk-parent-host',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-sdk-client');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('refuses an origin outside the allowed list', async () => {
    const res = await fetch(`${server.url}/sdk/v1/events`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a real (non-preflight) request from a disallowed origin before it has any effect', async () => {
    const send = (origin: string, email: string) =>
      call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/otps/email/login_or_create',
        { email },
        { publicToken: PUBLIC_TOKEN, headers: { Origin: origin } },
      );
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example:80']) {
      const res = await send(origin, 'cors-refused@example.com');
      expect(res.status, origin).toBe(403);
      expect(res.body.error_type).toBe('origin_not_allowed');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect(await readOutbox(server.url, { to: 'cors-refused@example.com' })).toEqual([]);
    const allowed = await send('http://127.0.0.1:8080', 'cors-allowed@example.com');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it("answers the package's own extension and refuses any other, readably for extensions only", async () => {
    const outbox = (origin: string) =>
      fetch(`${server.url}/__emulator/outbox`, { headers: { Origin: origin } });
    const own = await outbox(EXTENSION_ORIGIN);
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);

    const other = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
    const refused = await outbox(other);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error_type).toBe('origin_not_allowed');
    expect(body.error_message).toContain(`--allow-origin ${other}`);
    // The extension's page can read why (no credentials); its outbox view names the cause.
    expect(refused.headers.get('access-control-allow-origin')).toBe(other);
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('follows a configured allowedOrigins list instead of the default', async () => {
    const custom = await startServer({ allowedOrigins: ['https://app.example.test'] });
    try {
      const preflight = (origin: string) =>
        fetch(`${custom.url}/sdk/v1/events`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
      const ok = await preflight('https://app.example.test');
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
      expect((await preflight('http://localhost:3000')).status).toBe(403);
    } finally {
      await custom.close();
    }
  });

  it('wraps successes in data and sends bare error JSON', async () => {
    const ok = await call<{ data: { vertical: string; cname_domain: null } }>(
      server.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`,
    );
    expect(ok.body.data.vertical).toBe('CONSUMER');
    expect(ok.body.data.cname_domain).toBeNull();
    const err = await call<ErrorJson>(server.url, 'POST', '/sdk/v1/otps/email/login_or_create', {});
    expect(err.status).toBe(401);
    expect(Object.keys(err.body).sort()).toEqual([
      'error_message',
      'error_type',
      'error_url',
      'request_id',
      'status_code',
    ]);
  });

  it('refuses a live public token with a clear error', async () => {
    const res = await call<ErrorJson>(
      server.url,
      'GET',
      '/sdk/v1/projects/bootstrap/public-token-live-1234',
    );
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('invalid_public_token');
    expect(res.body.error_message).toMatch(/live public tokens/);
  });

  it('never answers bad input with a 500', async () => {
    const pt = { publicToken: PUBLIC_TOKEN };
    const cases = [
      await call<ErrorJson>(server.url, 'POST', '/sdk/v1/otps/email/login_or_create', undefined, {
        ...pt,
        rawBody: '{"email":',
      }),
      await call<ErrorJson>(server.url, 'POST', '/sdk/v1/otps/email/login_or_create', [1, 2], pt),
      await call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/otps/email/login_or_create',
        { email: 7 },
        pt,
      ),
      await call<ErrorJson>(server.url, 'POST', '/sdk/v1/otps/email/login_or_create', undefined, {
        ...pt,
        rawBody: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      await call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/sessions/authenticate',
        {},
        {
          headers: { Authorization: 'Bearer nope' },
        },
      ),
      await call<ErrorJson>(
        server.url,
        'POST',
        '/sdk/v1/sessions/authenticate',
        {},
        {
          headers: { Authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
        },
      ),
      await call<ErrorJson>(server.url, 'GET', '/sdk/v1/nothing-here'),
      await call<ErrorJson>(server.url, 'DELETE', '/sdk/v1/otps/authenticate', undefined, pt),
      await call<ErrorJson>(server.url, 'POST', '/__emulator/clock', { advance_seconds: 'x' }),
    ];
    const statuses = cases.map((c) => c.status);
    expect(statuses).toEqual([400, 400, 400, 413, 401, 401, 404, 405, 400]);
    for (const c of cases) {
      expect(c.body.error_message.length).toBeGreaterThan(10);
      expect(c.body.error_type).toBeTruthy();
    }
  });

  it('accepts SDK event batches and keeps them', async () => {
    const res = await call(server.url, 'POST', '/sdk/v1/events', [
      {
        telemetry: {},
        event: { public_token: PUBLIC_TOKEN, event_name: 'sdk_instance_instantiated', details: {} },
      },
    ]);
    expect(res.status).toBe(200);
    const events = await call<{ events: { event_name: string }[] }>(
      server.url,
      'GET',
      '/__emulator/events',
    );
    expect(events.body.events.map((e) => e.event_name)).toContain('sdk_instance_instantiated');
  });

  it('lists users with their factors in the control namespace', async () => {
    const pt = 'public-token-test-control-users';
    await call(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'listed@example.com' },
      { publicToken: pt },
    );
    const res = await call<{ users: { emails: { email: string }[]; status: string }[] }>(
      server.url,
      'GET',
      `/__emulator/users?public_token=${pt}`,
    );
    expect(res.body.users).toHaveLength(1);
    expect(res.body.users[0]).toMatchObject({
      status: 'pending',
      emails: [{ email: 'listed@example.com' }],
    });
  });
});
