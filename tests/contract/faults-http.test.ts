import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// POST/GET/DELETE /__emulator/faults over real HTTP: the next N matching calls fail with the
// provider's error JSON, or answer late.

let server: RunningTestApi;

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await call(server.url, 'DELETE', '/__emulator/faults');
});
afterAll(async () => {
  await server?.close();
});

type ErrorJson = {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
};
type WireFault = { id: string; remaining: number; path: string; status: number | null };

const arm = (body: unknown) =>
  call<{ fault: WireFault } & ErrorJson>(server.url, 'POST', '/__emulator/faults', body);
const send = (pt: string, email = 'fault@example.com') =>
  call<ErrorJson & { data?: unknown }>(
    server.url,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email },
    { publicToken: pt },
  );
const listFaults = async () =>
  (await call<{ faults: WireFault[] }>(server.url, 'GET', '/__emulator/faults')).body.faults;

describe('fault injection', () => {
  it('fails the next N matching calls with the status and error JSON asked for, then recovers', async () => {
    const pt = uniqueToken();
    const armed = await arm({
      path: '/sdk/v1/otps/email/login_or_create',
      count: 2,
      status: 429,
      error_type: 'too_many_requests',
      error_message: 'Slow down, please.',
    });
    expect(armed.status).toBe(200);
    expect(armed.body.fault).toMatchObject({ remaining: 2, status: 429 });
    const first = await send(pt);
    expect(first.status).toBe(429);
    expect(first.body).toMatchObject({
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: 'Slow down, please.',
      error_url: 'https://stytch.com/docs/api/errors/429#too_many_requests',
    });
    expect(first.body.request_id).toMatch(/^request-id-test-/);
    // CORS headers are still there, so a browser sees the error body, not a network failure.
    expect((await listFaults())[0]?.remaining).toBe(1);
    expect((await send(pt)).status).toBe(429);
    expect(await listFaults()).toEqual([]);
    expect((await send(pt)).status).toBe(200);
  });

  it('answers a browser origin with CORS headers on a faulted call', async () => {
    await arm({ path: '/sdk/v1/otps/*', status: 500, error_type: 'internal_server_error' });
    const res = await call<ErrorJson>(
      server.url,
      'POST',
      '/sdk/v1/otps/email/login_or_create',
      { email: 'cors@example.com' },
      { publicToken: uniqueToken(), headers: { Origin: 'http://localhost:3000' } },
    );
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.body.error_message).toMatch(/POST \/__emulator\/faults/);
  });

  it('matches * patterns, a method and a project only', async () => {
    const [a, b] = [uniqueToken(), uniqueToken()];
    await arm({
      path: '/sdk/v1/otps/*',
      method: 'post',
      public_token: a,
      status: 503,
      error_type: 'service_unavailable',
    });
    expect((await send(b)).status).toBe(200);
    const bootstrap = await call(server.url, 'GET', `/sdk/v1/projects/bootstrap/${a}`);
    expect(bootstrap.status).toBe(200);
    expect((await send(a)).status).toBe(503);
    expect((await send(a)).status).toBe(200);
  });

  it('matches a project named in the path (bootstrap)', async () => {
    const pt = uniqueToken();
    await arm({
      path: '/sdk/v1/projects/bootstrap/*',
      public_token: pt,
      status: 500,
      error_type: 'internal_server_error',
    });
    expect(
      (await call(server.url, 'GET', `/sdk/v1/projects/bootstrap/${uniqueToken()}`)).status,
    ).toBe(200);
    expect((await call(server.url, 'GET', `/sdk/v1/projects/bootstrap/${pt}`)).status).toBe(500);
  });

  it('delays without failing when no status is given', async () => {
    await arm({ path: '/sdk/v1/otps/email/login_or_create', delay_ms: 400 });
    const started = Date.now();
    const res = await send(uniqueToken());
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const quick = Date.now();
    await send(uniqueToken(), 'quick@example.com');
    expect(Date.now() - quick).toBeLessThan(400);
  });

  it('deletes one fault by id, and all of them', async () => {
    const one = await arm({ path: '/a', status: 500, error_type: 'x' });
    await arm({ path: '/b', status: 500, error_type: 'x' });
    const removed = await call(server.url, 'DELETE', `/__emulator/faults/${one.body.fault.id}`);
    expect(removed.status).toBe(200);
    expect((await listFaults()).map((f) => f.path)).toEqual(['/b']);
    const again = await call<ErrorJson>(
      server.url,
      'DELETE',
      `/__emulator/faults/${one.body.fault.id}`,
    );
    expect(again.status).toBe(404);
    const cleared = await call<{ cleared: number }>(server.url, 'DELETE', '/__emulator/faults');
    expect(cleared.body.cleared).toBe(1);
    expect(await listFaults()).toEqual([]);
  });

  it('never faults the control routes', async () => {
    await arm({ path: '*', count: 5, status: 500, error_type: 'everything_fails' });
    expect((await call(server.url, 'GET', '/__emulator/outbox')).status).toBe(200);
    expect((await call(server.url, 'GET', '/__emulator/clock')).status).toBe(200);
    expect((await listFaults())[0]?.remaining).toBe(5);
    const refused = await arm({ path: '/__emulator/outbox', status: 500, error_type: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_message).toMatch(/never faulted/);
  });

  it('refuses malformed bodies with a 400 naming the field', async () => {
    for (const [body, words] of [
      [{}, /path is required/],
      [{ path: 'sdk/v1/otps', status: 500, error_type: 'x' }, /start with "\/"/],
      [{ path: '/x', status: 200, error_type: 'x' }, /status must be between 400 and 599/],
      [{ path: '/x', status: 500 }, /error_type is required/],
      [{ path: '/x' }, /status .* or a delay_ms/],
      [{ path: '/x', error_type: 'x' }, /need a status/],
      [{ path: '/x', delay_ms: 120_000 }, /delay_ms must be between 0 and 60000/],
      [{ path: '/x', delay_ms: 5, count: 0 }, /count must be between 1/],
      [{ path: '/x', delay_ms: 5, method: 'PATCH' }, /method must be one of/],
      [{ path: '/x', delay_ms: 5, public_token: 'public-token-live-1' }, /public_token/],
      [{ path: '/x', delay_ms: 5, statuss: 500 }, /Unknown field "statuss"/],
      ['not an object', /JSON object/],
    ] as const) {
      const res = await arm(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_message, JSON.stringify(body)).toMatch(words);
    }
    expect(await listFaults()).toEqual([]);
  });

  it('is cleared by the global reset', async () => {
    await arm({ path: '/x', status: 500, error_type: 'x' });
    await call(server.url, 'POST', '/__emulator/reset');
    expect(await listFaults()).toEqual([]);
  });
});
