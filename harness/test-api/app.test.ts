import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './app';
import { basicAuthHeader } from './http/auth';

// The store commits the writes of an event-loop turn together. An answer that left before that
// commit would be lost to a process killed in between, so answers wait for it.

const PT = 'public-token-test-answer-after-commit';
let api: TestApi | null = null;
let server: Server | null = null;
let dir = '';
afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(null));
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Serves the test API, noting for each answer whether writes were still uncommitted. */
async function serve(): Promise<{ url: string; pendingAtAnswer: boolean[] }> {
  dir = mkdtempSync(join(tmpdir(), 'stw-app-'));
  const running = createTestApi({ db: join(dir, 'api.sqlite') });
  api = running;
  const pendingAtAnswer: boolean[] = [];
  server = createServer((req, res) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      pendingAtAnswer.push(running.store.db.pending());
      return end(...args);
    }) as typeof res.end;
    running.handler(req, res);
  });
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pendingAtAnswer };
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuthHeader(PT),
    },
    body: JSON.stringify(body),
  });

describe('answers after the commit', () => {
  it('sends a write’s answer, and a refusal that counted an attempt, only once committed', async () => {
    const { url, pendingAtAnswer } = await serve();
    const sent = await post(url, '/sdk/v1/otps/email/login_or_create', { email: 'c@example.com' });
    expect(sent.status).toBe(200);
    const { method_id } = ((await sent.json()) as { data: { method_id: string } }).data;
    const code = api?.store.outbox.list({ to: 'c@example.com' }).at(-1)?.code ?? '';
    const wrongCode = `${code.slice(0, 5)}${(Number(code.at(5)) + 1) % 10}`;
    const wrong = await post(url, '/sdk/v1/otps/authenticate', { token: wrongCode, method_id });
    expect(wrong.status).toBe(401);
    expect(pendingAtAnswer).toEqual([false, false]);
    const projectId = api?.projects.resolve(PT).projectId ?? '';
    expect(api?.store.otps.latest(projectId, method_id)?.attempts).toBe(1);
  });
});
