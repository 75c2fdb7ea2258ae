import type { CDPSession, Page } from 'puppeteer-core';

// A platform authenticator (think Touch ID) that Chromium emulates through the DevTools
// protocol, so `navigator.credentials.create()` / `get()` and conditional mediation (passkey
// autofill) run headless without a person. WebAuthn only works on a secure context, so the
// page must be opened as http://localhost:<port>, never http://127.0.0.1 (an IP is no RP ID).

/** A credential the authenticator holds, as the DevTools protocol reports it. */
export interface VirtualCredential {
  /** Base64 (standard alphabet) of the raw credential id. */
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  /** Base64 of the user handle the relying party chose (Stytch: the user id's bytes). */
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The DevTools id of this authenticator. */
  readonly id: string;
  /** Every credential it holds, in no particular order. */
  credentials(): Promise<VirtualCredential[]>;
  removeCredential(credentialId: string): Promise<void>;
  removeAllCredentials(): Promise<void>;
  /**
   * Whether the "user" answers the next prompts. With `false`, user verification fails, so
   * `create()` and `get()` reject with `NotAllowedError` at once — what a browser reports when
   * the person cancels its passkey prompt. `true` restores the automatic answer.
   */
  setUserPresent(present: boolean): Promise<void>;
  /** Removes this authenticator; the page then has no authenticator (WebAuthn stays on). */
  remove(): Promise<void>;
}

/** Options of `WebAuthn.addVirtualAuthenticator` that a test may change. */
export interface VirtualAuthenticatorOptions {
  /** Default true: passkeys are discoverable (resident) credentials. */
  hasResidentKey?: boolean;
  /** Default true: Stytch asks for user verification on passkeys. */
  isUserVerified?: boolean;
}

/**
 * Adds a CTAP2 platform authenticator (internal transport, resident keys, user verification,
 * automatic presence) to `page`. It belongs to the page's target: a navigation keeps it, a
 * new page or tab needs its own. Never detach a DevTools session of that page while it is in
 * use (`cdp.detach()`): Chromium then turns the virtual environment off and `get()` waits
 * forever.
 */
export async function addVirtualAuthenticator(
  page: Page,
  options: VirtualAuthenticatorOptions = {},
): Promise<VirtualAuthenticator> {
  const cdp = await page.createCDPSession();
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorHandle(cdp, authenticatorId);
}

function authenticatorHandle(cdp: CDPSession, authenticatorId: string): VirtualAuthenticator {
  return {
    id: authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.map((c) => ({
        credentialId: c.credentialId,
        isResidentCredential: c.isResidentCredential,
        rpId: c.rpId,
        userHandle: c.userHandle,
        signCount: c.signCount,
      }));
    },
    async removeCredential(credentialId) {
      await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId });
    },
    async removeAllCredentials() {
      await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    },
    async setUserPresent(present) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: present });
    },
    async remove() {
      // The session stays attached (it ends with the page): detaching any DevTools session of
      // the page turns Chromium's virtual WebAuthn environment off, and with it every other
      // virtual authenticator the page has.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
  };
}
