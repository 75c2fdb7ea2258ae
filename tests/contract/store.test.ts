import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { projectIdFor, startTestApi } from '../../harness/test-api';
import { readOutbox } from '../../harness/test-api/control-client';
import { call, loginByEmail } from './support/http';
import { uniqueToken } from './support/server';

const dir = mkdtempSync(join(tmpdir(), 'test-api-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite store', () => {
  it('keeps users, sessions, wallets and signing keys across a restart on the same file', async () => {
    const db = join(dir, 'restart.sqlite');
    const pt = uniqueToken();
    const first = await startTestApi({ port: 0, db });
    const session = await loginByEmail(first.url, pt, 'persist@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    const wallet = { crypto_wallet_address: account.address, crypto_wallet_type: 'ethereum' };
    const start = await call<{ data: { challenge: string } }>(
      first.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate/start/primary',
      wallet,
      { publicToken: pt },
    );
    const signed = await call<{ data: { user_id: string } }>(
      first.url,
      'POST',
      '/sdk/v1/crypto_wallets/authenticate',
      {
        ...wallet,
        signature: await account.signMessage({ message: start.body.data.challenge }),
        session_duration_minutes: 30,
      },
      { publicToken: pt },
    );
    await first.close();

    const second = await startTestApi({ port: 0, db });
    try {
      const me = await call<{ data: { user_id: string } }>(
        second.url,
        'GET',
        '/sdk/v1/users/me',
        undefined,
        {
          publicToken: pt,
          sessionToken: session.session_token,
        },
      );
      expect(me.status).toBe(200);
      expect(me.body.data.user_id).toBe(session.user_id);
      // The JWT signed before the restart still verifies against the JWKS served after it.
      const projectId = projectIdFor(pt);
      const jwks = await call<{ keys: Record<string, unknown>[] }>(
        second.url,
        'GET',
        `/v1/sessions/jwks/${projectId}`,
      );
      await jwtVerify(session.session_jwt, createLocalJWKSet({ keys: jwks.body.keys }), {
        issuer: `stytch.com/${projectId}`,
      });
      // The wallet is still the same user's.
      const again = await call<{ data: { challenge: string } }>(
        second.url,
        'POST',
        '/sdk/v1/crypto_wallets/authenticate/start/primary',
        wallet,
        { publicToken: pt },
      );
      const login = await call<{ data: { user_id: string } }>(
        second.url,
        'POST',
        '/sdk/v1/crypto_wallets/authenticate',
        {
          ...wallet,
          signature: await account.signMessage({ message: again.body.data.challenge }),
          session_duration_minutes: 30,
        },
        { publicToken: pt },
      );
      expect(login.body.data.user_id).toBe(signed.body.data.user_id);
    } finally {
      await second.close();
    }
  });

  it('loses no write under concurrent requests', async () => {
    const server = await startTestApi({ port: 0, db: join(dir, 'concurrent.sqlite') });
    try {
      const pt = uniqueToken();
      const emails = Array.from({ length: 60 }, (_, i) => `c${i}@example.com`);
      // Every email twice at once: the second send must find the user the first created.
      const sends = await Promise.all(
        [...emails, ...emails].map((email) =>
          call<{ data: { user_id: string } }>(
            server.url,
            'POST',
            '/sdk/v1/otps/email/login_or_create',
            { email },
            { publicToken: pt },
          ),
        ),
      );
      expect(sends.every((r) => r.status === 200)).toBe(true);
      const byEmail = new Map<string, Set<string>>();
      sends.forEach((r, i) => {
        const email = emails[i % emails.length] as string;
        byEmail.set(email, (byEmail.get(email) ?? new Set()).add(r.body.data.user_id));
      });
      expect([...byEmail.values()].every((ids) => ids.size === 1)).toBe(true);
      expect(await readOutbox(server.url, { kind: 'otp' })).toHaveLength(120);
      const logins = await Promise.all(
        emails.slice(0, 30).map((email) => loginByEmail(server.url, pt, email)),
      );
      expect(new Set(logins.map((l) => l.session_token)).size).toBe(30);
    } finally {
      await server.close();
    }
  });

  it('reads project settings from a JSON file, per token', async () => {
    const file = join(dir, 'settings.json');
    const special = uniqueToken();
    writeFileSync(
      file,
      JSON.stringify({
        projectName: 'Acme',
        emailDomains: ['acme.test'],
        projects: { [special]: { disableSdkWatermark: false } },
      }),
    );
    const server = await startTestApi({ port: 0, db: ':memory:', settingsFile: file });
    try {
      type Boot = {
        data: { project_name: string; email_domains: string[]; disable_sdk_watermark: boolean };
      };
      const plain = await call<Boot>(
        server.url,
        'GET',
        `/sdk/v1/projects/bootstrap/${uniqueToken()}`,
      );
      expect(plain.body.data).toMatchObject({
        project_name: 'Acme',
        email_domains: ['acme.test'],
        disable_sdk_watermark: true,
      });
      const custom = await call<Boot>(server.url, 'GET', `/sdk/v1/projects/bootstrap/${special}`);
      expect(custom.body.data.disable_sdk_watermark).toBe(false);
    } finally {
      await server.close();
    }
    writeFileSync(file, JSON.stringify({ otpAttemptLimits: 3 }));
    await expect(startTestApi({ port: 0, db: ':memory:', settingsFile: file })).rejects.toThrow(
      'unknown setting "otpAttemptLimits"',
    );
  });

  it('renders the outbox as HTML for browsers', async () => {
    const server = await startTestApi({ port: 0, db: ':memory:' });
    try {
      await call(
        server.url,
        'POST',
        '/sdk/v1/otps/email/login_or_create',
        { email: 'html@example.com' },
        { publicToken: uniqueToken() },
      );
      const res = await fetch(`${server.url}/__emulator/outbox`, {
        headers: { Accept: 'text/html' },
      });
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('html@example.com');
      expect(html).toMatch(/data-code>\d{6}</);
    } finally {
      await server.close();
    }
  });

  it('recovers a file whose owner was killed (SIGKILL) and refuses one still in use', async () => {
    const db = join(dir, 'killed.sqlite');
    const entry = resolve('harness/test-api/index.ts');
    const pt = uniqueToken();
    const script = `
      const { startTestApi } = await import(${JSON.stringify(entry)});
      const api = await startTestApi({ port: 0, db: ${JSON.stringify(db)} });
      const auth = 'Basic ' + Buffer.from('${pt}:${pt}').toString('base64');
      await fetch(api.url + '/sdk/v1/otps/email/login_or_create', {
        method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ email: 'survivor@example.com' }),
      });
      console.log('READY');
      setInterval(() => {}, 1000);`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((ready, fail) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && ready());
      child.on('exit', (code) => fail(new Error(`child exited ${code}`)));
    });
    await expect(startTestApi({ port: 0, db })).rejects.toThrow(/in use by process/);
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    const server = await startTestApi({ port: 0, db });
    try {
      expect(await readOutbox(server.url, { to: 'survivor@example.com' })).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
