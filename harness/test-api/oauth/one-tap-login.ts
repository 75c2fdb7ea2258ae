import { createPublicKey } from 'node:crypto';
import { jwtVerify } from 'jose';
import { findOrCreateByEmail } from '../accounts';
import type { RouteContext } from '../context';
import { newId } from '../cryptography/random';
import { ApiError, badRequest } from '../errors';
import { issueToken } from '../links';
import type { Project } from '../projects';
import { linkWithToken, resolveRedirect } from '../redirects';

// Finishing a Google One Tap login (the client-side services' oneTapSubmit). Google's ID tokens
// are signed with Google's keys, out of reach offline; only with the test-only setting
// googleIdTokenTestKey does the test API accept tokens signed by that key instead (the One Tap
// stand-in in harness/smoke/support signs with its private half), then signs the person in as
// Google's callback would: the redirect URL with an OAuth token for /oauth/authenticate.

const CALLBACK_KIND = 'one_tap_callback';
const CALLBACK_MINUTES = 60;
const TOKEN_MINUTES = 10;
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Remembers the callback id oneTapStart hands out; oneTapSubmit must bring it back. */
export function rememberOneTapCallback(ctx: RouteContext, project: Project, callbackId: string) {
  const now = ctx.clock.now();
  ctx.store.challenges.insert({
    challenge_id: newId('one-tap-callback'),
    project_id: project.projectId,
    kind: CALLBACK_KIND,
    subject: 'google',
    challenge: callbackId,
    user_id: null,
    created_at: now,
    expires_at: now + CALLBACK_MINUTES * 60_000,
    data: '{}',
  });
}

interface IdTokenClaims {
  sub: string;
  email: string;
}

async function verifyIdToken(project: Project, idToken: string): Promise<IdTokenClaims> {
  const { settings } = project;
  try {
    const { payload } = await jwtVerify(idToken, createPublicKey(settings.googleIdTokenTestKey), {
      issuer: GOOGLE_ISSUERS,
      audience: settings.googleClientId,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new Error('the token has no sub or email claim');
    }
    if (payload.email_verified !== true) throw new Error('its email is not verified');
    return { sub: payload.sub, email: payload.email };
  } catch (error) {
    throw badRequest(
      `The Google ID token was refused: ${(error as Error).message}.`,
      'invalid_id_token',
    );
  }
}

export interface OneTapSubmit {
  idToken: string;
  callbackId: string;
  loginRedirectURL: string | undefined;
  signupRedirectURL: string | undefined;
}

export async function finishOneTapLogin(
  ctx: RouteContext,
  project: Project,
  input: OneTapSubmit,
): Promise<{ redirect_url: string }> {
  if (!project.settings.googleIdTokenTestKey) {
    throw new ApiError(
      501,
      'not_supported_offline',
      "The test API cannot verify Google ID tokens (Google's signing keys are not reachable offline), so a One Tap login cannot finish here; use the Google button, which goes through the test API's consent page. Tests can set googleIdTokenTestKey to a key the Google stand-in signs with.",
    );
  }
  const pid = project.projectId;
  const callback = ctx.store.challenges.byValue(pid, CALLBACK_KIND, input.callbackId);
  const now = ctx.clock.now();
  if (!callback || callback.used_at !== null || callback.expires_at <= now) {
    throw badRequest(
      'The oauthCallbackID is unknown, used or expired: start One Tap again.',
      'oauth_callback_id_not_found',
    );
  }
  const claims = await verifyIdToken(project, input.idToken);
  const loginRedirect = resolveRedirect(
    input.loginRedirectURL,
    'loginRedirectURL',
    project.settings,
    ctx.req,
  );
  const signupRedirect = resolveRedirect(
    input.signupRedirectURL ?? input.loginRedirectURL,
    'signupRedirectURL',
    project.settings,
    ctx.req,
  );
  const result = ctx.store.transaction(() => {
    if (!ctx.store.challenges.consume(callback.challenge_id, now)) {
      throw badRequest('The oauthCallbackID was already used.', 'oauth_callback_id_not_found');
    }
    const known = ctx.store.factors.oauthBySubject(pid, 'google', claims.sub);
    let userId: string;
    let created = false;
    if (known) {
      userId = known.user_id;
    } else {
      const account = findOrCreateByEmail(ctx, pid, claims.email);
      userId = account.userId;
      created = account.created;
      ctx.store.users.verifyEmail(account.email.email_id);
    }
    const registration = ctx.store.factors.upsertOauth({
      oauth_user_registration_id: newId('oauth-user-registration'),
      project_id: pid,
      user_id: userId,
      provider_type: 'google',
      provider_subject: claims.sub,
      profile_picture_url: '',
      scopes: '[]',
      created_at: now,
    });
    const token = issueToken(ctx, {
      projectId: pid,
      kind: 'oauth',
      userId,
      methodId: registration.oauth_user_registration_id,
      minutes: TOKEN_MINUTES,
      codeChallenge: null,
      data: { provider: 'google', email: claims.email, scopes: [], provider_params: {}, created },
    });
    const user = ctx.store.users.get(pid, userId);
    const signup = created || user?.status === 'pending';
    return { token, redirect: signup ? signupRedirect : loginRedirect };
  });
  return { redirect_url: linkWithToken(result.redirect, 'oauth', result.token) };
}
