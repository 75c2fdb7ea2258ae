import { findOrCreateByEmail } from '../accounts';
import type { RawResponse, RouteContext } from '../context';
import { sha256Hex } from '../cryptography/hash';
import { readCodeChallenge } from '../cryptography/pkce';
import { newId, randomToken } from '../cryptography/random';
import { badRequest, notFound } from '../errors';
import { redirectTo } from '../html';
import { issueToken, redeemToken, tokenData } from '../links';
import { consentPage, errorPage, type StartState } from '../oauth/consent-page';
import { isOAuthProvider, OAUTH_PROVIDERS } from '../oauth/providers';
import type { Project } from '../projects';
import { linkWithToken, resolveRedirect } from '../redirects';
import type { Route } from '../router';
import { readSessionDuration, requireSession, startSession } from '../sessions';
import { objectBody, readEmail, requiredString } from '../validate';

// OAuth: the start URL is a browser navigation, not an API call, so it is a page here. Instead of a
// real provider the test API renders a consent page with an editable test identity, then redirects
// back with `stytch_token_type=oauth&token=…`, which /sdk/v1/oauth/authenticate exchanges.

const STATE_MINUTES = 15;
const TOKEN_MINUTES = 10;

function readProvider(ctx: RouteContext): string {
  const provider = ctx.req.params.provider ?? '';
  if (!isOAuthProvider(provider)) {
    throw notFound(
      `Unknown OAuth provider "${provider}". Known: ${OAUTH_PROVIDERS.join(', ')}.`,
      'oauth_provider_not_found',
    );
  }
  return provider;
}

function readStart(ctx: RouteContext, provider: string): { project: Project; state: StartState } {
  const q = ctx.req.query;
  const project = ctx.projects.resolve(q.get('public_token') ?? undefined);
  const s = project.settings;
  const loginRedirect = resolveRedirect(
    q.get('login_redirect_url') ?? undefined,
    'login_redirect_url',
    s,
    ctx.req,
  );
  const signupRedirect = resolveRedirect(
    q.get('signup_redirect_url') ?? q.get('login_redirect_url') ?? undefined,
    'signup_redirect_url',
    s,
    ctx.req,
  );
  const codeChallenge = readCodeChallenge(
    q.get('code_challenge') ?? undefined,
    s.pkceRequiredForOauth,
    'OAuth',
  );
  const providerParams: Record<string, string> = {};
  for (const [key, value] of q) {
    if (key.startsWith('provider_')) providerParams[key.slice('provider_'.length)] = value;
  }
  let attachUserId: string | null = null;
  const attachToken = q.get('oauth_attach_token');
  if (attachToken) {
    const row = ctx.store.tokens.find(project.projectId, 'oauth_attach', sha256Hex(attachToken));
    if (!row || row.used_at !== null || row.expires_at <= ctx.clock.now() || !row.user_id) {
      throw badRequest(
        'The oauth_attach_token is unknown, used or expired.',
        'oauth_attach_token_not_found',
      );
    }
    ctx.store.tokens.consume(row.token_hash, ctx.clock.now());
    attachUserId = row.user_id;
  }
  const scopes = (q.get('custom_scopes') ?? '').split(/\s+/).filter((scope) => scope !== '');
  return {
    project,
    state: {
      provider,
      publicToken: project.publicToken,
      loginRedirect,
      signupRedirect,
      codeChallenge,
      scopes,
      providerParams,
      attachUserId,
    },
  };
}

function start(ctx: RouteContext): RawResponse {
  try {
    const provider = readProvider(ctx);
    const { project, state } = readStart(ctx, provider);
    const stateId = randomToken(24);
    const now = ctx.clock.now();
    ctx.store.challenges.insert({
      challenge_id: newId('oauth-state'),
      project_id: project.projectId,
      kind: 'oauth_state',
      subject: provider,
      challenge: stateId,
      user_id: state.attachUserId,
      created_at: now,
      expires_at: now + STATE_MINUTES * 60_000,
      data: JSON.stringify(state),
    });
    return consentPage(project, state, stateId);
  } catch (error) {
    return errorPage(error);
  }
}

function consent(ctx: RouteContext): RawResponse {
  try {
    const provider = readProvider(ctx);
    const body = objectBody(ctx.req.body);
    const stateId = requiredString(body, 'state');
    // The state id is random and single-use; its row names the project, whose clock decides.
    const row = ctx.store.challenges.byValueAnyProject('oauth_state', stateId);
    const state = row ? (JSON.parse(row.data) as StartState) : null;
    const project = state ? ctx.projects.resolve(state.publicToken) : null;
    const now = ctx.clock.now();
    if (
      !row ||
      !state ||
      !project ||
      row.used_at !== null ||
      row.expires_at <= now ||
      row.subject !== provider
    ) {
      throw badRequest(
        'This consent page has expired or was already used. Start again.',
        'oauth_state_not_found',
      );
    }
    if (body.decision === 'deny') {
      ctx.store.challenges.consume(row.challenge_id, now);
      const url = new URL(state.loginRedirect);
      url.searchParams.set('stytch_token_type', 'oauth');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user cancelled the consent screen.');
      return redirectTo(url.toString());
    }
    const email = readEmail(body);
    const firstName = typeof body.first_name === 'string' ? body.first_name.slice(0, 200) : '';
    const lastName = typeof body.last_name === 'string' ? body.last_name.slice(0, 200) : '';
    const result = ctx.store.transaction(() => {
      if (!ctx.store.challenges.consume(row.challenge_id, now)) {
        throw badRequest(
          'This consent page was already used. Start again.',
          'oauth_state_not_found',
        );
      }
      const pid = project.projectId;
      const subject = `${provider}-user-${sha256Hex(email).slice(0, 20)}`;
      const known = ctx.store.factors.oauthBySubject(pid, provider, subject);
      let userId: string;
      let created = false;
      if (state.attachUserId) {
        userId = state.attachUserId;
      } else if (known) {
        userId = known.user_id;
      } else {
        const account = findOrCreateByEmail(ctx, pid, email);
        userId = account.userId;
        created = account.created;
        ctx.store.users.verifyEmail(account.email.email_id);
      }
      const user = ctx.store.users.get(pid, userId);
      if (user && !user.first_name && !user.last_name) {
        ctx.store.users.updateProfile(userId, { first_name: firstName, last_name: lastName });
      }
      const registration = ctx.store.factors.upsertOauth({
        oauth_user_registration_id: newId('oauth-user-registration'),
        project_id: pid,
        user_id: userId,
        provider_type: provider,
        provider_subject: subject,
        profile_picture_url: '',
        scopes: JSON.stringify(state.scopes),
        created_at: now,
      });
      const token = issueToken(ctx, {
        projectId: pid,
        kind: 'oauth',
        userId: registration.user_id,
        methodId: registration.oauth_user_registration_id,
        minutes: TOKEN_MINUTES,
        codeChallenge: state.codeChallenge,
        data: {
          provider,
          email,
          scopes: state.scopes,
          provider_params: state.providerParams,
          created,
        },
      });
      const signup = created || user?.status === 'pending';
      return { token, redirect: signup ? state.signupRedirect : state.loginRedirect };
    });
    return redirectTo(linkWithToken(result.redirect, 'oauth', result.token));
  } catch (error) {
    return errorPage(error);
  }
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const token = requiredString(body, 'token');
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  const row = redeemToken(ctx, {
    projectId: project.projectId,
    kind: 'oauth',
    token,
    codeVerifier: body.code_verifier,
    notFoundType: 'oauth_token_not_found',
    failedType: 'oauth_token_not_found',
  });
  const data = tokenData(row);
  const registration = row.method_id
    ? ctx.store.factors.oauthById(project.projectId, row.method_id)
    : null;
  if (!registration)
    throw notFound('The OAuth identity was removed.', 'oauth_user_registration_not_found');
  const provider = registration.provider_type;
  const email = typeof data.email === 'string' ? data.email : '';
  const emailRow = ctx.store.users.emailByAddress(project.projectId, email);
  const now = ctx.clock.now();
  return startSession(ctx, {
    userId: registration.user_id,
    factor: {
      type: 'oauth',
      delivery_method: `oauth_${provider}`,
      [`${provider}_oauth_factor`]: {
        id: registration.oauth_user_registration_id,
        provider_subject: registration.provider_subject,
        email_id: emailRow?.email_id ?? '',
      },
    },
    durationMinutes: duration,
    extra: {
      provider_subject: registration.provider_subject,
      provider_type: provider,
      oauth_user_registration_id: registration.oauth_user_registration_id,
      user_created: data.created === true,
      reset_sessions: false,
      provider_values: {
        access_token: `test-access-${randomToken(24)}`,
        refresh_token: `test-refresh-${randomToken(24)}`,
        id_token: '',
        expires_at: new Date(now + 3600_000).toISOString(),
        scopes: Array.isArray(data.scopes) ? data.scopes : [],
      },
      provider_params: data.provider_params ?? {},
    },
  });
}

function attach(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const provider = requiredString(body, 'provider');
  if (!isOAuthProvider(provider)) {
    throw badRequest(`Unknown OAuth provider "${provider}".`, 'oauth_provider_not_found');
  }
  const { session, project } = requireSession(ctx);
  const token = issueToken(ctx, {
    projectId: project.projectId,
    kind: 'oauth_attach',
    userId: session.user_id,
    methodId: null,
    minutes: TOKEN_MINUTES,
    codeChallenge: null,
    data: { provider },
  });
  return { oauth_attach_token: token };
}

export const oauthRoutes: Route[] = [
  { method: 'GET', path: '/v1/public/oauth/:provider/start', envelope: 'bare', handle: start },
  { method: 'POST', path: '/v1/public/oauth/:provider/consent', envelope: 'bare', handle: consent },
  { method: 'POST', path: '/sdk/v1/oauth/authenticate', envelope: 'sdk', handle: authenticate },
  { method: 'POST', path: '/sdk/v1/oauth/attach', envelope: 'sdk', handle: attach },
];
