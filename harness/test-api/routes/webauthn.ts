import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  VerifiedAuthenticationResponse,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server';
import type { RouteContext } from '../context';
import { newId } from '../cryptography/random';
import { ApiError, badRequest, notFound } from '../errors';
import type { Route } from '../router';
import { wireUser } from '../serialize';
import { readSessionDuration, requireSession, startSession } from '../sessions';
import type { WebauthnRow } from '../store';
import {
  type Body,
  objectBody,
  optionalBoolean,
  optionalString,
  requiredString,
} from '../validate';
import {
  checkOrigin,
  clientData,
  openChallenge,
  readCredential,
  readDomain,
  webauthnFactor,
} from '../webauthn/ceremony';
import { KEY_ALGORITHMS, webauthnLibrary } from '../webauthn/library';

// WebAuthn / passkeys: /sdk/v1/webauthn/*. Attestation and assertion are verified with
// @simplewebauthn/server; the RP ID is the `domain` the SDK sends (location.hostname).

const CHALLENGE_MINUTES = 5;
const REGISTER = 'webauthn_register';
const AUTHENTICATE = 'webauthn_authenticate';
type AuthenticatorTransport = NonNullable<
  RegistrationResponseJSON['response']['transports']
>[number];

function readAuthenticatorType(body: Body): 'platform' | 'cross-platform' | undefined {
  const value = optionalString(body, 'authenticator_type');
  if (value === undefined || value === 'platform' || value === 'cross-platform') return value;
  throw badRequest('authenticator_type must be "platform" or "cross-platform".');
}

async function registerStart(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const domain = readDomain(body);
  const authenticatorType = readAuthenticatorType(body);
  const passkey = optionalBoolean(body, 'return_passkey_credential_options') ?? false;
  const userAgent = optionalString(body, 'user_agent') ?? ctx.req.userAgent;
  const { session, project } = requireSession(ctx);
  const record = ctx.store.users.record(project.projectId, session.user_id);
  if (!record) throw notFound('The user of this session no longer exists.', 'user_not_found');
  const user = wireUser(record);
  const label = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
  const fullName = [user.name.first_name, user.name.last_name].filter(Boolean).join(' ');
  const { generateRegistrationOptions } = await webauthnLibrary();
  const options = await generateRegistrationOptions({
    rpName: project.settings.projectName,
    rpID: domain,
    userName: optionalString(body, 'override_name') ?? label,
    userDisplayName: optionalString(body, 'override_display_name') ?? (fullName || label),
    userID: new TextEncoder().encode(optionalString(body, 'override_id') ?? user.user_id),
    attestationType: 'none',
    supportedAlgorithmIDs: KEY_ALGORITHMS,
    excludeCredentials: ctx.store.factors.webauthnForUser(session.user_id, domain).map((r) => ({
      id: r.credential_id,
      transports: JSON.parse(r.transports) as AuthenticatorTransport[],
    })),
    authenticatorSelection: {
      residentKey: passkey ? 'required' : 'discouraged',
      userVerification: 'preferred',
      ...(authenticatorType ? { authenticatorAttachment: authenticatorType } : {}),
    },
  });
  const now = ctx.clock.now();
  ctx.store.challenges.insert({
    challenge_id: newId('webauthn-challenge'),
    project_id: project.projectId,
    kind: REGISTER,
    subject: session.user_id,
    challenge: options.challenge,
    user_id: session.user_id,
    created_at: now,
    expires_at: now + CHALLENGE_MINUTES * 60_000,
    data: JSON.stringify({
      domain,
      userAgent,
      authenticatorType: authenticatorType ?? '',
      passkey,
    }),
  });
  return {
    user_id: session.user_id,
    public_key_credential_creation_options: JSON.stringify(options),
  };
}

async function register(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const credential = readCredential<RegistrationResponseJSON>(body);
  const duration = readSessionDuration(ctx, body);
  const { session, project } = requireSession(ctx);
  const { challenge, origin } = clientData(credential.response.clientDataJSON);
  const row = openChallenge(ctx, project.projectId, REGISTER, challenge);
  if (row.subject !== session.user_id) {
    throw badRequest(
      'This registration was started by another user.',
      'webauthn_challenge_not_found',
    );
  }
  const started = JSON.parse(row.data) as {
    domain: string;
    userAgent: string;
    authenticatorType: string;
    passkey: boolean;
  };
  checkOrigin(ctx, origin, started.domain);
  const { verifyRegistrationResponse } = await webauthnLibrary();
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: started.domain,
      requireUserVerification: false,
      supportedAlgorithmIDs: KEY_ALGORITHMS,
    });
  } catch (error) {
    throw badRequest(
      `The WebAuthn registration did not verify: ${(error as Error).message}`,
      'webauthn_registration_failed',
    );
  }
  if (!verification.verified) {
    throw badRequest('The WebAuthn registration did not verify.', 'webauthn_registration_failed');
  }
  const info = verification.registrationInfo;
  const registrationId = newId('webauthn-registration');
  ctx.store.transaction(() => {
    if (!ctx.store.challenges.consume(row.challenge_id, ctx.clock.now())) {
      throw badRequest('This WebAuthn challenge was already used.', 'webauthn_challenge_not_found');
    }
    if (ctx.store.factors.webauthnByCredential(project.projectId, info.credential.id)) {
      throw new ApiError(
        409,
        'duplicate_webauthn_registration',
        'This credential is already registered.',
      );
    }
    const count = ctx.store.users.record(project.projectId, session.user_id)?.webauthn.length ?? 0;
    ctx.store.factors.insertWebauthn({
      webauthn_registration_id: registrationId,
      project_id: project.projectId,
      user_id: session.user_id,
      credential_id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      sign_count: info.credential.counter,
      transports: JSON.stringify(credential.response.transports ?? []),
      domain: started.domain,
      user_agent: started.userAgent,
      authenticator_type: started.authenticatorType || credential.authenticatorAttachment || '',
      name: `${started.passkey ? 'Passkey' : 'Security key'} ${count + 1}`,
      verified: 1,
      created_at: ctx.clock.now(),
    });
  });
  return startSession(ctx, {
    userId: session.user_id,
    factor: webauthnFactor(
      ctx.store.factors.webauthnById(project.projectId, registrationId) as WebauthnRow,
    ),
    durationMinutes: duration,
    extra: { webauthn_registration_id: registrationId },
  });
}

function authenticateStart(secondary: boolean) {
  return async (ctx: RouteContext) => {
    const body = objectBody(ctx.req.body);
    const domain = readDomain(body);
    optionalBoolean(body, 'return_passkey_credential_options');
    const { project } = ctx.caller();
    let subject = '*';
    let allow: { id: string; transports: AuthenticatorTransport[] }[] = [];
    if (secondary) {
      const { session } = requireSession(ctx);
      subject = session.user_id;
      allow = ctx.store.factors.webauthnForUser(session.user_id, domain).map((r) => ({
        id: r.credential_id,
        transports: JSON.parse(r.transports) as AuthenticatorTransport[],
      }));
      if (allow.length === 0) {
        throw notFound(
          `This user has no WebAuthn registration for ${domain}.`,
          'webauthn_registration_not_found',
        );
      }
    }
    // Primary logins know no user yet: an empty allow-list asks for a discoverable credential.
    const { generateAuthenticationOptions } = await webauthnLibrary();
    const options = await generateAuthenticationOptions({
      rpID: domain,
      allowCredentials: allow,
      userVerification: 'preferred',
    });
    const now = ctx.clock.now();
    ctx.store.challenges.insert({
      challenge_id: newId('webauthn-challenge'),
      project_id: project.projectId,
      kind: AUTHENTICATE,
      subject,
      challenge: options.challenge,
      user_id: secondary ? subject : null,
      created_at: now,
      expires_at: now + CHALLENGE_MINUTES * 60_000,
      data: JSON.stringify({ domain }),
    });
    return {
      ...(secondary ? { user_id: subject } : {}),
      public_key_credential_request_options: JSON.stringify(options),
    };
  };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const credential = readCredential<AuthenticationResponseJSON>(body);
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  const reg = ctx.store.factors.webauthnByCredential(project.projectId, credential.id);
  if (!reg) {
    throw notFound(
      'No WebAuthn registration matches this credential (it may have been deleted).',
      'webauthn_registration_not_found',
    );
  }
  const { challenge, origin } = clientData(credential.response.clientDataJSON);
  const row = openChallenge(ctx, project.projectId, AUTHENTICATE, challenge);
  const { domain } = JSON.parse(row.data) as { domain: string };
  if ((row.subject !== '*' && row.subject !== reg.user_id) || domain !== reg.domain) {
    throw new ApiError(
      401,
      'unable_to_auth_webauthn_registration',
      'This credential was not requested by the ceremony.',
    );
  }
  checkOrigin(ctx, origin, reg.domain);
  const { verifyAuthenticationResponse } = await webauthnLibrary();
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: reg.domain,
      credential: {
        id: reg.credential_id,
        publicKey: new Uint8Array(Buffer.from(reg.public_key, 'base64url')),
        counter: reg.sign_count,
        transports: JSON.parse(reg.transports) as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw new ApiError(
      401,
      'unable_to_auth_webauthn_registration',
      `The WebAuthn assertion did not verify: ${(error as Error).message}`,
    );
  }
  if (!verification.verified) {
    throw new ApiError(
      401,
      'unable_to_auth_webauthn_registration',
      'The WebAuthn assertion did not verify.',
    );
  }
  ctx.store.transaction(() => {
    if (!ctx.store.challenges.consume(row.challenge_id, ctx.clock.now())) {
      throw badRequest('This WebAuthn challenge was already used.', 'webauthn_challenge_not_found');
    }
    // Re-checked here: a concurrent assertion may have raised the counter while this one
    // was verifying, and two assertions with the same counter mean a cloned authenticator.
    const current = ctx.store.factors.webauthnById(project.projectId, reg.webauthn_registration_id);
    if (!current) {
      throw notFound('This WebAuthn registration was deleted.', 'webauthn_registration_not_found');
    }
    const next = verification.authenticationInfo.newCounter;
    if ((next > 0 || current.sign_count > 0) && next <= current.sign_count) {
      throw new ApiError(
        401,
        'unable_to_auth_webauthn_registration',
        `The authenticator's sign counter ${next} is not above the stored ${current.sign_count}: it may be cloned.`,
      );
    }
    ctx.store.factors.updateSignCount(reg.webauthn_registration_id, next);
  });
  return startSession(ctx, {
    userId: reg.user_id,
    factor: webauthnFactor(reg),
    durationMinutes: duration,
    extra: { webauthn_registration_id: reg.webauthn_registration_id },
  });
}

function update(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const name = requiredString(body, 'name').trim();
  if (name === '' || name.length > 200) throw badRequest('name must be 1 to 200 characters.');
  const { session, project } = requireSession(ctx);
  const id = ctx.req.params.id ?? '';
  const reg = ctx.store.factors.webauthnById(project.projectId, id);
  if (!reg || reg.user_id !== session.user_id) {
    throw notFound(
      `No WebAuthn registration ${id} on this user.`,
      'webauthn_registration_not_found',
    );
  }
  ctx.store.factors.renameWebauthn(id, name);
  const fresh = ctx.store.factors.webauthnById(project.projectId, id) as WebauthnRow;
  return {
    webauthn_registration: {
      webauthn_registration_id: fresh.webauthn_registration_id,
      name: fresh.name,
      domain: fresh.domain,
      user_agent: fresh.user_agent,
      authenticator_type: fresh.authenticator_type,
      verified: fresh.verified === 1,
    },
  };
}

export const webauthnRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sdk/v1/webauthn/register/start',
    envelope: 'sdk',
    handle: registerStart,
  },
  { method: 'POST', path: '/sdk/v1/webauthn/register', envelope: 'sdk', handle: register },
  {
    method: 'POST',
    path: '/sdk/v1/webauthn/authenticate/start/primary',
    envelope: 'sdk',
    handle: authenticateStart(false),
  },
  {
    method: 'POST',
    path: '/sdk/v1/webauthn/authenticate/start/secondary',
    envelope: 'sdk',
    handle: authenticateStart(true),
  },
  { method: 'POST', path: '/sdk/v1/webauthn/authenticate', envelope: 'sdk', handle: authenticate },
  { method: 'PUT', path: '/sdk/v1/webauthn/update/:id', envelope: 'sdk', handle: update },
];
