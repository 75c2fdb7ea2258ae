import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVirtualAuthenticator } from '../../../harness/smoke/support/virtual-authenticator';
import { type RunningTestApi, startTestApi } from '../../../harness/test-api';
import { lastCode } from '../../../harness/test-api/control-client';
import { call } from '../support/http';
import { uniqueToken } from '../support/server';
import { openSdkClient, type SdkBrowser, startSdkBrowser } from './browser';
import type { PageServer } from './page-server';

// Passkeys through the official SDK in real Chromium with a CDP virtual authenticator.

const dir = mkdtempSync(join(tmpdir(), 'test-api-webauthn-'));
const db = join(dir, 'api.sqlite');
let api: RunningTestApi;
let sdk: SdkBrowser;
let pages: PageServer;
let page: Page;
const pt = uniqueToken();

beforeAll(async () => {
  api = await startTestApi({ port: 0, db });
  sdk = await startSdkBrowser();
  ({ pages, page } = sdk);
  await addVirtualAuthenticator(page);
}, 60_000);

afterAll(async () => {
  await sdk?.close();
  await api?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Loads the page and creates the SDK client there as `window.client`. */
async function openClient(): Promise<void> {
  await openSdkClient(page, pages.url, pt, api.url);
}

type Client = {
  otps: {
    email: { loginOrCreate(e: string): Promise<{ method_id: string }> };
    authenticate(c: string, m: string, o: unknown): Promise<unknown>;
  };
  webauthn: {
    register(
      o: unknown,
    ): Promise<{ webauthn_registration_id: string; user: { webauthn_registrations: unknown[] } }>;
    authenticate(o: unknown): Promise<{ user_id: string; webauthn_registration_id: string } | null>;
    update(o: unknown): Promise<{ webauthn_registration: { name: string } }>;
  };
  session: { revoke(): Promise<unknown> };
  user: { deleteWebauthnRegistration(id: string): Promise<unknown> };
};

const inPage = <T>(fn: (client: Client, arg: string) => Promise<T>, arg = ''): Promise<T> =>
  page.evaluate(
    // biome-ignore lint/security/noGlobalEval: the function body is serialised into the page
    (source, a) => eval(source)((window as unknown as { client: unknown }).client, a),
    fn.toString(),
    arg,
  ) as Promise<T>;

describe('passkeys through the official SDK in Chromium', () => {
  let userId = '';
  let registrationId = '';

  it('registers a passkey after an email OTP login', async () => {
    await openClient();
    const sent = await inPage(
      (c, email) => c.otps.email.loginOrCreate(email),
      'passkey@example.com',
    );
    const code = await lastCode(api.url, 'passkey@example.com');
    await inPage((c, arg) => {
      const [codeValue, methodId] = arg.split('|');
      return c.otps.authenticate(codeValue as string, methodId as string, {
        session_duration_minutes: 30,
      });
    }, `${code}|${sent.method_id}`);
    const reg = await inPage((c) =>
      c.webauthn.register({ domain: 'localhost', is_passkey: true, session_duration_minutes: 30 }),
    );
    expect(reg.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(reg.user.webauthn_registrations).toHaveLength(1);
    registrationId = reg.webauthn_registration_id;
    // Still logged in: the SDK uses authenticate/start/secondary with this user's credentials.
    const stepUp = await inPage((c) =>
      c.webauthn.authenticate({ domain: 'localhost', session_duration_minutes: 30 }),
    );
    expect(stepUp?.webauthn_registration_id).toBe(reg.webauthn_registration_id);
    const renamed = await inPage(
      (c, id) => c.webauthn.update({ webauthn_registration_id: id, name: 'Laptop' }),
      registrationId,
    );
    expect(renamed.webauthn_registration.name).toBe('Laptop');
  });

  it('logs in with the discoverable passkey (primary, no user named); a replay is refused', async () => {
    await inPage((c) => c.session.revoke());
    let assertion = '';
    const capture = (request: HTTPRequest) => {
      if (request.url().endsWith('/sdk/v1/webauthn/authenticate'))
        assertion = request.postData() ?? '';
    };
    page.on('request', capture);
    const auth = await inPage((c) =>
      c.webauthn.authenticate({
        domain: 'localhost',
        is_passkey: true,
        session_duration_minutes: 30,
      }),
    );
    expect(auth?.webauthn_registration_id).toBe(registrationId);
    userId = auth?.user_id ?? '';
    page.off('request', capture);
    // The same signed assertion sent again: its challenge is spent.
    const replay = await call<{ error_type: string }>(
      api.url,
      'POST',
      '/sdk/v1/webauthn/authenticate',
      JSON.parse(assertion),
      { publicToken: pt },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.error_type).toBe('webauthn_challenge_not_found');
    const row = api.api.store.factors.webauthnById(
      api.api.projects.resolve(pt).projectId,
      registrationId,
    );
    expect(row?.sign_count).toBeGreaterThan(0);
  });

  it('still logs in with it after a restart on the same database file', async () => {
    const port = api.port;
    await api.close();
    api = await startTestApi({ port, db });
    await openClient();
    const auth = await inPage((c) =>
      c.webauthn.authenticate({
        domain: 'localhost',
        is_passkey: true,
        session_duration_minutes: 30,
      }),
    );
    expect(auth?.user_id).toBe(userId);
  });

  it('answers webauthn_registration_not_found once the registration is deleted', async () => {
    await inPage((c, id) => c.user.deleteWebauthnRegistration(id), registrationId);
    await inPage((c) => c.session.revoke());
    const error = await inPage((c) =>
      c.webauthn
        .authenticate({ domain: 'localhost', is_passkey: true, session_duration_minutes: 30 })
        .then(() => 'no error')
        .catch((e: { error_type?: string }) => e.error_type ?? String(e)),
    );
    expect(error).toBe('webauthn_registration_not_found');
  });
});
