import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { type OutboxMessage, readOutbox } from '../../harness/test-api/control-client';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// /__emulator/outbox: every filter on its own (against a mix of channels, kinds and projects,
// so an ignored filter shows), the refusal of unknown filter values, and the HTML view.

let server: RunningTestApi;
const pt = uniqueToken();
const other = uniqueToken();
const PASSWORD = 'amber-Falcon-river-2931-quartz';

beforeAll(async () => {
  server = await startServer();
  const send = async (path: string, body: unknown, token = pt) => {
    const res = await call(server.url, 'POST', `/sdk/v1/${path}`, body, { publicToken: token });
    if (res.status !== 200) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  };
  // Sent in this order: the JSON list is oldest first, the HTML view newest first.
  await send('otps/email/login_or_create', { email: 'mixed@example.com' });
  await send('otps/sms/login_or_create', { phone_number: '+14155550123' });
  await send('otps/whatsapp/login_or_create', { phone_number: '+14155550124' });
  await send('magic_links/email/login_or_create', {
    email: 'mixed@example.com',
    signup_magic_link_url: 'http://localhost:3000/authenticate',
  });
  await send('passwords', { email: 'reset@example.com', password: PASSWORD });
  await send('passwords/email/reset/start', {
    email: 'reset@example.com',
    reset_password_redirect_url: 'http://localhost:3000/reset',
  });
  await send('otps/email/login_or_create', { email: 'mixed@example.com' }, other);
});
afterAll(async () => {
  await server?.close();
});

const summary = (messages: OutboxMessage[]) =>
  messages.map((m) => `${m.channel}:${m.kind}:${m.to}`);

describe('the outbox control route', () => {
  it('lists everything oldest first without a filter', async () => {
    expect(summary(await readOutbox(server.url))).toEqual([
      'email:otp:mixed@example.com',
      'sms:otp:+14155550123',
      'whatsapp:otp:+14155550124',
      'email:magic_link:mixed@example.com',
      'email:reset_password:reset@example.com',
      'email:otp:mixed@example.com',
    ]);
  });

  it('filters by to (case-insensitively), channel, kind and project_id, each on its own', async () => {
    expect(summary(await readOutbox(server.url, { to: 'MIXED@example.com' }))).toEqual([
      'email:otp:mixed@example.com',
      'email:magic_link:mixed@example.com',
      'email:otp:mixed@example.com',
    ]);
    expect(summary(await readOutbox(server.url, { channel: 'whatsapp' }))).toEqual([
      'whatsapp:otp:+14155550124',
    ]);
    expect(summary(await readOutbox(server.url, { channel: 'sms' }))).toEqual([
      'sms:otp:+14155550123',
    ]);
    expect(summary(await readOutbox(server.url, { kind: 'magic_link' }))).toEqual([
      'email:magic_link:mixed@example.com',
    ]);
    const reset = await readOutbox(server.url, { kind: 'reset_password' });
    expect(summary(reset)).toEqual(['email:reset_password:reset@example.com']);
    expect(reset[0]?.link).toMatch(/[?&]stytch_token_type=reset_password&token=/);
    const otherProject = (await readOutbox(server.url))[5];
    const byProject = await readOutbox(server.url, {
      projectId: otherProject?.project_id ?? 'no-such-project',
    });
    expect(byProject.map((m) => m.id)).toEqual([otherProject?.id]);
    expect(
      summary(
        await readOutbox(server.url, { to: 'mixed@example.com', kind: 'otp', channel: 'email' }),
      ),
    ).toHaveLength(2);
  });

  it('refuses an unknown channel or kind instead of silently listing nothing', async () => {
    for (const query of ['channel=fax', 'kind=otps', 'channel=SMS']) {
      const res = await call<{ error_type: string; error_message: string }>(
        server.url,
        'GET',
        `/__emulator/outbox?${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.body.error_message, query).toMatch(/channel|kind/);
    }
  });

  it('renders a filtered HTML view, newest first, for ?format=html', async () => {
    const res = await fetch(`${server.url}/__emulator/outbox?format=html&to=mixed@example.com`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('refresh')).toBe('3');
    const html = await res.text();
    expect(html).toContain('filtered: to=mixed@example.com');
    expect(html).not.toContain('+14155550123');
    expect(html).not.toContain('reset@example.com');
    const rows = [...html.matchAll(/<td>(otp|magic_link)<\/td>/g)].map((m) => m[1]);
    expect(rows).toEqual(['otp', 'magic_link', 'otp']);
    // Newest first: the second project's code (sent last) comes before the first code.
    const codes = [...html.matchAll(/data-code>(\d{6})</g)].map((m) => m[1]);
    const json = await readOutbox(server.url, { to: 'mixed@example.com', kind: 'otp' });
    expect(codes).toEqual(json.map((m) => m.code).reverse());
    expect(html).toMatch(/<a href="http:\/\/[^"]*stytch_token_type=magic_links&amp;token=/);
  });

  it('answers JSON to fetch and HTML to a browser Accept header', async () => {
    const json = await fetch(`${server.url}/__emulator/outbox`);
    expect(json.headers.get('content-type')).toContain('application/json');
    const page = await fetch(`${server.url}/__emulator/outbox`, {
      headers: { Accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.headers.get('content-type')).toContain('text/html');
    const forced = await fetch(`${server.url}/__emulator/outbox?format=json`, {
      headers: { Accept: 'text/html' },
    });
    expect(forced.headers.get('content-type')).toContain('application/json');
  });
});
