import { generateKeyPairSync } from 'node:crypto';
import type { HTTPRequest } from 'puppeteer-core';
import { oneTapPlan } from '../../../widget/screens/oauth/oneTap/one-tap-plan';
import { createTestApiClient } from '../../test-api';
import { widgetText } from '../pages/queries';
import {
  injectGoogleOneTapStandin,
  selectStandinAccount,
  standinRecord,
} from '../support/google-one-tap-standin';
import { finishRedirectLogin } from './finish-redirect';
import { NEEDS } from './needs';
import type { Scenario } from './types';

const CLIENT_ID = 'smoke-one-tap-standin.apps.googleusercontent.com';

/**
 * Google One Tap end to end with a stand-in for Google's script: the project gets a Google
 * client id and the test-only key the stand-in signs ID tokens with (restored afterwards); the
 * prompt shows, the account is picked, Stytch's oneTapSubmit answers the config's redirect URL
 * with a token, which is caught and replayed on the smoke page, where `authenticateFromUrl`
 * finishes it → a session cookie.
 */
export const oneTapScenario: Scenario = {
  name: 'login: Google One Tap (stand-in for Google) through the redirect',
  mountMode: 'login',
  needs: NEEDS.oauth,
  // Chromium has FedCM, so an embeddedOnly position never shows there.
  appliesTo: (config) => oneTapPlan(config, true) !== null,
  async run(context) {
    const { page, pageUrl, apiUrl, publicToken } = context;
    const api = createTestApiClient(apiUrl);
    const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await api.projects.settings(publicToken, {
      googleClientId: CLIENT_ID,
      googleIdTokenTestKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    });
    const email = `smoke-one-tap-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    let caught: (url: string) => void = () => undefined;
    const redirect = new Promise<string>((resolve) => {
      caught = resolve;
    });
    // Registered before the stand-in's handler, so it answers the redirect back first.
    const onRequest = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled() || !request.isNavigationRequest()) return;
      if (new URL(request.url()).searchParams.get('stytch_token_type') !== 'oauth') return;
      caught(request.url());
      void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    };
    page.on('request', onRequest);
    let standin: { stop(): Promise<void> } | undefined;
    try {
      standin = await injectGoogleOneTapStandin(page, {
        client: { id: CLIENT_ID, origins: [new URL(pageUrl).origin] },
        account: {
          email,
          sub: `smoke-${Date.now()}`,
          privateKey: keys.privateKey.export({ format: 'jwk' }),
        },
      });
      await page.goto(pageUrl);
      try {
        await page.waitForFunction(
          () =>
            (
              window as unknown as {
                __googleOneTapStandin?: { record: { promptParent: unknown } };
              }
            ).__googleOneTapStandin?.record.promptParent != null,
          { timeout: 10_000 },
        );
      } catch {
        throw new Error(
          `The One Tap prompt did not show. The widget says: ${await widgetText(page)}`,
        );
      }
      const [init] = (await standinRecord(page)).initializeCalls;
      if (init?.client_id !== CLIENT_ID) {
        throw new Error(`Google was initialized with ${String(init?.client_id)}, not ${CLIENT_ID}`);
      }
      await selectStandinAccount(page);
      const back = new URL(
        await Promise.race([
          redirect,
          new Promise<string>((_, reject) =>
            setTimeout(() => reject(new Error('No redirect after the account was picked')), 10_000),
          ),
        ]),
      );
      if (!back.searchParams.get('token')) throw new Error(`No token in ${back.href}`);
      page.off('request', onRequest);
      await standin.stop();
      standin = undefined;
      await finishRedirectLogin(page, { ...context, redirect: back });
    } finally {
      page.off('request', onRequest);
      await standin?.stop();
      await api.projects.restoreSettings(publicToken);
    }
  },
};
