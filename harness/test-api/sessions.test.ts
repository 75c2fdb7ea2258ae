import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicAuthHeader } from './http/auth';
import { wireSession } from './serialize';
import { type RunningTestApi, startTestApi } from './server';

// A login answers with the session it stored, built from what it wrote instead of read back.

const PT = 'public-token-test-session-answer';
let server: RunningTestApi | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function post(path: string, body: unknown, user: string, secret: string) {
  const res = await fetch(`${server?.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuthHeader(user, secret),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown> & { data?: Record<string, unknown> };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.data ?? json;
}

/** Sends a code to `email` and returns what an authenticate call needs. */
async function sendCode(email: string) {
  const sent = await post('/sdk/v1/otps/email/login_or_create', { email }, PT, PT);
  const code = server?.api.store.outbox.list({ to: email }).at(-1)?.code;
  return { method_id: sent.method_id as string, code: code as string };
}

describe('session answers', () => {
  it('answers a new and an extended session as stored, without reading the row back', async () => {
    server = await startTestApi({ port: 0, db: ':memory:' });
    const { store, projects } = server.api;
    const byId = vi.spyOn(store.sessions, 'byId');
    const first = await sendCode('answer@example.com');
    const login = await post(
      '/sdk/v1/otps/authenticate',
      { token: first.code, method_id: first.method_id, session_duration_minutes: 30 },
      PT,
      PT,
    );
    const session = login.session as { session_id: string };
    const stored = () =>
      wireSession(
        store.sessions.inProject(projects.resolve(PT).projectId, session.session_id) ?? fail(),
      );
    expect(login.session).toEqual(stored());

    // The backend adds a second code to the same session, with custom claims.
    const { projectId, secret } = projects.resolve(PT);
    const second = await sendCode('answer@example.com');
    const extended = await post(
      '/v1/otps/authenticate',
      {
        code: second.code,
        method_id: second.method_id,
        session_token: login.session_token,
        session_duration_minutes: 60,
        session_custom_claims: { plan: 'gold' },
      },
      projectId,
      secret,
    );
    expect((extended.session as { session_id: string }).session_id).toBe(session.session_id);
    expect(extended.session).toEqual(stored());
    expect(stored().custom_claims).toEqual({ plan: 'gold' });
    expect(byId).not.toHaveBeenCalled();
  });
});

function fail(): never {
  throw new Error('session not stored');
}
