import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { type RunningPageServer, startPageServer } from '../../harness/shared/page-server';
import {
  addVirtualAuthenticator,
  type VirtualAuthenticator,
} from '../../harness/smoke/support/virtual-authenticator';

// The harness's virtual authenticator on its own, with the browser's WebAuthn API and no
// server: each helper is checked by what navigator.credentials does afterwards.

let pages: RunningPageServer;
let chromium: LaunchedBrowser;
let page: Page;
let authenticator: VirtualAuthenticator;

beforeAll(async () => {
  pages = await startPageServer({
    pages: {
      '/': '<!doctype html><title>WebAuthn</title><input autocomplete="username webauthn">',
    },
    staticDir: fromPackageRoot('dist'),
  });
  chromium = await launchBrowser();
  page = await chromium.browser.newPage();
  await page.goto(`${pages.url}/`);
});

afterAll(async () => {
  await chromium?.close();
  await pages?.close();
});

beforeEach(async () => {
  if (authenticator) await authenticator.remove().catch(() => undefined);
  authenticator = await addVirtualAuthenticator(page);
});

/** Makes a passkey for `name` in the page; returns its credential id as standard base64. */
function createPasskey(name: string): Promise<string> {
  return page.evaluate(async (userName) => {
    const credential = (await navigator.credentials.create({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rp: { id: 'localhost', name: 'Test' },
        user: { id: new TextEncoder().encode(userName), name: userName, displayName: userName },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: 5_000,
      },
    })) as PublicKeyCredential;
    return btoa(String.fromCharCode(...new Uint8Array(credential.rawId)));
  }, name);
}

/**
 * A discoverable `get()`: the credential id used, or the error's name. With no authenticator
 * Chromium waits for one until the request's own `timeout` (then NotAllowedError) or an abort
 * (TimeoutError). The abort comes at 1.5 s, long before the request's 30 s: with both at 1.5 s
 * the two timers raced, and either error could come out.
 */
function getPasskey(): Promise<string> {
  return page.evaluate(async () => {
    try {
      const credential = (await navigator.credentials.get({
        signal: AbortSignal.timeout(1_500),
        publicKey: {
          challenge: crypto.getRandomValues(new Uint8Array(32)),
          rpId: 'localhost',
          userVerification: 'required',
          timeout: 30_000,
        },
      })) as PublicKeyCredential;
      return btoa(String.fromCharCode(...new Uint8Array(credential.rawId)));
    } catch (error) {
      return (error as Error).name;
    }
  });
}

describe('the virtual authenticator', () => {
  it('runs on http://localhost with conditional mediation available', async () => {
    expect(new URL(page.url()).hostname).toBe('localhost');
    const conditional = await page.evaluate(() =>
      PublicKeyCredential.isConditionalMediationAvailable(),
    );
    expect(conditional).toBe(true);
  });

  it('holds the passkeys the page creates as resident credentials for localhost', async () => {
    const first = await createPasskey('ada@example.com');
    const second = await createPasskey('bob@example.com');
    const held = await authenticator.credentials();
    // Chromium lists them in no particular order.
    expect(held.map((c) => c.credentialId).sort()).toEqual([first, second].sort());
    expect(held.every((c) => c.isResidentCredential && c.rpId === 'localhost')).toBe(true);
    const ada = held.find((c) => c.credentialId === first);
    expect(atob(ada?.userHandle ?? '')).toBe('ada@example.com');
  });

  it('answers get() with a held passkey, counting signatures', async () => {
    const id = await createPasskey('ada@example.com');
    expect(await getPasskey()).toBe(id);
    const [held] = await authenticator.credentials();
    expect(held?.signCount).toBeGreaterThan(0);
  });

  it('removes one credential, or all of them', async () => {
    const first = await createPasskey('ada@example.com');
    const second = await createPasskey('bob@example.com');
    await authenticator.removeCredential(first);
    expect((await authenticator.credentials()).map((c) => c.credentialId)).toEqual([second]);
    await authenticator.removeAllCredentials();
    expect(await authenticator.credentials()).toEqual([]);
    expect(await getPasskey()).toBe('NotAllowedError');
  });

  it('with the user absent, create() and get() fail as a cancelled prompt; present again, they work', async () => {
    await createPasskey('ada@example.com');
    await authenticator.setUserPresent(false);
    expect(await getPasskey()).toBe('NotAllowedError');
    const created = await createPasskey('bob@example.com').catch((e: Error) => e.message);
    expect(created).toMatch(/NotAllowedError/);
    expect(await authenticator.credentials()).toHaveLength(1);
    await authenticator.setUserPresent(true);
    expect(await getPasskey()).toBe((await authenticator.credentials())[0]?.credentialId);
  });

  it('a second device: once the first is removed, a new one starts empty and answers with its own passkey', async () => {
    // Chromium allows one internal authenticator per page at a time.
    const first = await createPasskey('ada@example.com');
    await authenticator.remove();
    authenticator = await addVirtualAuthenticator(page);
    expect(await authenticator.credentials()).toEqual([]);
    const second = await createPasskey('ada@example.com');
    expect(second).not.toBe(first);
    expect(await getPasskey()).toBe(second);
  });

  it('once removed, the page has no authenticator to ask', async () => {
    await createPasskey('ada@example.com');
    await authenticator.remove();
    // Nothing answers: the request waits until aborted.
    expect(await getPasskey()).toBe('TimeoutError');
    // The next test's beforeEach adds a fresh one; a second remove() must not be needed.
    authenticator = await addVirtualAuthenticator(page);
    expect(await authenticator.credentials()).toEqual([]);
  });
});
