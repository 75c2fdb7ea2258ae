import type { HTTPRequest, Page } from 'puppeteer-core';

// A stand-in for Google's One Tap script (https://accounts.google.com/gsi/client), which no
// machine here can load. A test serves it in place of Google's through request interception; it
// defines `google.accounts.id` (initialize, prompt, cancel) and answers `prompt` with the
// notification the test chose, or decides as Google does from the client it is told about. It
// never signs anyone in: `select()` hands the widget a credential the test API refuses to verify.

export const GOOGLE_GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';

/** What the stand-in's prompt does, as Google's prompt notification reports it. */
export type StandinPrompt =
  | { outcome: 'displayed' }
  | { outcome: 'notDisplayed'; reason: string }
  | { outcome: 'skipped'; reason: string };

export interface GoogleOneTapStandinOptions {
  /**
   * Google's side of the OAuth client: its id and its Authorized JavaScript origins. The prompt
   * is then not displayed with invalid_client for another client id, with unregistered_origin
   * for a page origin not listed, and displayed otherwise.
   */
  client?: { id: string; origins: string[] };
  /** The prompt's outcome chosen outright (wins over `client`). */
  prompt?: StandinPrompt;
  /** The height the displayed prompt starts with (px). Default 47. */
  promptHeight?: number;
  /**
   * The Google account `select()` hands over, as an ES256 ID token signed with `privateKey` (a
   * P-256 private JWK) for the client id the page initialized. A test API project accepts it
   * only when its test-only setting googleIdTokenTestKey holds the public half. Without it the
   * credential is a placeholder that no server accepts.
   */
  account?: { email: string; sub: string; privateKey: JsonWebKey };
}

/** What the page did with the stand-in, read by `standinRecord`. */
export interface StandinRecord {
  /** Every `initialize` config, functions left out. */
  initializeCalls: Record<string, unknown>[];
  prompts: number;
  cancels: number;
  /** Where the displayed prompt went: the parent element's id, or "body". */
  promptParent: string | null;
}

/** The script served in place of Google's. */
export function googleOneTapStandinScript(options: GoogleOneTapStandinOptions = {}): string {
  return `(() => {
  const options = ${JSON.stringify(options)};
  const record = { initializeCalls: [], prompts: 0, cancels: 0, promptParent: null };
  let config = null;
  let promptEl = null;
  const decide = () => {
    if (options.prompt) return options.prompt;
    if (options.client) {
      if (!config || config.client_id !== options.client.id) return { outcome: 'notDisplayed', reason: 'invalid_client' };
      if (!options.client.origins.includes(location.origin)) return { outcome: 'notDisplayed', reason: 'unregistered_origin' };
    }
    return { outcome: 'displayed' };
  };
  const notification = (moment) => ({
    getMomentType: () => moment.type,
    isDisplayMoment: () => moment.type === 'display',
    isDisplayed: () => moment.type === 'display' && moment.displayed,
    isNotDisplayed: () => moment.type === 'display' && !moment.displayed,
    getNotDisplayedReason: () => moment.reason,
    isSkippedMoment: () => moment.type === 'skipped',
    getSkippedReason: () => moment.reason,
    isDismissedMoment: () => moment.type === 'dismissed',
    getDismissedReason: () => moment.reason,
  });
  const show = () => {
    const parent = (config.prompt_parent_id && document.getElementById(config.prompt_parent_id)) || null;
    promptEl = document.createElement('div');
    promptEl.setAttribute('data-google-one-tap-standin', '');
    promptEl.textContent = 'Sign in to this site with Google (stand-in)';
    promptEl.style.cssText = 'box-sizing:border-box;width:100%;height:' + (options.promptHeight || 47) + 'px;border:1px solid #dadce0;font:14px sans-serif;padding:12px;';
    if (parent) {
      parent.appendChild(promptEl);
      record.promptParent = parent.id;
    } else {
      promptEl.style.cssText += 'position:fixed;top:16px;right:16px;width:360px;background:#fff;z-index:2147483647;';
      document.body.appendChild(promptEl);
      record.promptParent = 'body';
    }
  };
  const close = () => {
    promptEl?.remove();
    promptEl = null;
  };
  const b64url = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/[+]/g, '-').replace(/[/]/g, '_').replace(/=+$/, '');
  const text = (value) => b64url(new TextEncoder().encode(JSON.stringify(value)));
  // An ID token as Google signs them (ES256 here), for the client the page initialized.
  const idToken = async (account) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = { iss: 'https://accounts.google.com', aud: config.client_id, azp: config.client_id, sub: account.sub, email: account.email, email_verified: true, iat: now, exp: now + 3600 };
    const signingInput = text({ alg: 'ES256', typ: 'JWT' }) + '.' + text(payload);
    const key = await crypto.subtle.importKey('jwk', account.privateKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(signingInput));
    return signingInput + '.' + b64url(signature);
  };
  const id = {
    initialize(next) {
      config = next;
      const copy = {};
      for (const [key, value] of Object.entries(next)) if (typeof value !== 'function') copy[key] = value;
      record.initializeCalls.push(copy);
    },
    prompt(listener) {
      record.prompts++;
      const result = decide();
      setTimeout(() => {
        if (result.outcome === 'displayed') {
          show();
          listener?.(notification({ type: 'display', displayed: true }));
        } else if (result.outcome === 'notDisplayed') {
          listener?.(notification({ type: 'display', displayed: false, reason: result.reason }));
        } else {
          listener?.(notification({ type: 'skipped', reason: result.reason }));
        }
      }, 10);
    },
    cancel() {
      record.cancels++;
      close();
    },
    disableAutoSelect() {},
  };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
  window.__googleOneTapStandin = {
    record,
    /** The person picks their Google account: the widget's callback gets a credential. */
    async select() {
      const credential = options.account ? await idToken(options.account) : 'google-one-tap-standin-credential';
      close();
      config.callback({ credential, select_by: 'user', clientId: config.client_id });
    },
    /** Google's prompt changes its height (it does a few times as it loads). */
    resize(px) {
      if (promptEl) promptEl.style.height = px + 'px';
    },
  };
})();`;
}

/**
 * Serves the stand-in whenever the page asks for Google's script; every other request goes on.
 * Call before the page loads. Google's script is never fetched. `requests()` counts how many
 * times the page asked for it (0: the widget never started One Tap); `stop()` takes the
 * handler off and turns request interception off again.
 */
export async function injectGoogleOneTapStandin(
  page: Page,
  options: GoogleOneTapStandinOptions = {},
): Promise<{ requests(): number; stop(): Promise<void> }> {
  const script = googleOneTapStandinScript(options);
  let requests = 0;
  const onRequest = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.url().split('?')[0] === GOOGLE_GSI_CLIENT_URL) {
      requests++;
      void request.respond({ status: 200, contentType: 'text/javascript', body: script });
    } else {
      void request.continue();
    }
  };
  await page.setRequestInterception(true);
  page.on('request', onRequest);
  return {
    requests: () => requests,
    async stop() {
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    },
  };
}

/** What the page did with the stand-in so far. */
export function standinRecord(page: Page): Promise<StandinRecord> {
  return page.evaluate(
    () =>
      (window as unknown as { __googleOneTapStandin: { record: StandinRecord } })
        .__googleOneTapStandin.record,
  );
}

/** The person picks their account in the stand-in's prompt. */
export function selectStandinAccount(page: Page): Promise<void> {
  return page.evaluate(() =>
    (
      window as unknown as { __googleOneTapStandin: { select(): Promise<void> } }
    ).__googleOneTapStandin.select(),
  );
}

/** Resizes the stand-in's displayed prompt, as Google's does while it loads. */
export function resizeStandinPrompt(page: Page, px: number): Promise<void> {
  return page.evaluate(
    (height) =>
      (
        window as unknown as { __googleOneTapStandin: { resize(px: number): void } }
      ).__googleOneTapStandin.resize(height),
    px,
  );
}
