import type { RouteContext } from '../context';
import { ApiError, badRequest } from '../errors';
import type { ChallengeRow, WebauthnRow } from '../store';
import { type Body, requiredString } from '../validate';

// Shared steps of both WebAuthn ceremonies: reading the request, checking what the browser
// signed (challenge and origin), and describing a registration as a session factor.

export function readDomain(body: Body): string {
  const domain = requiredString(body, 'domain').toLowerCase();
  if (
    !/^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/.test(domain)
  ) {
    throw badRequest(
      `domain must be a host name such as "localhost" or "example.com" (got "${domain.slice(0, 80)}"). An IP address cannot be a WebAuthn RP ID.`,
      'invalid_domain',
    );
  }
  return domain;
}

export function readCredential<T>(body: Body): T {
  const raw = requiredString(body, 'public_key_credential');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(
      'public_key_credential must be a JSON string.',
      'invalid_public_key_credential',
    );
  }
  const cred = parsed as { id?: unknown; response?: { clientDataJSON?: unknown } };
  if (typeof cred?.id !== 'string' || typeof cred.response?.clientDataJSON !== 'string') {
    throw badRequest(
      'public_key_credential must contain id and response.clientDataJSON.',
      'invalid_public_key_credential',
    );
  }
  return parsed as T;
}

/** Reads the challenge and origin the browser signed over. */
export function clientData(encoded: string): { challenge: string; origin: string } {
  try {
    const data = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    if (typeof data.challenge === 'string' && typeof data.origin === 'string') {
      return { challenge: data.challenge, origin: data.origin };
    }
  } catch {
    // fall through
  }
  throw badRequest(
    'response.clientDataJSON is not valid client data.',
    'invalid_public_key_credential',
  );
}

/** The origin must be allowed and belong to the RP ID (its host or a subdomain). */
export function checkOrigin(ctx: RouteContext, origin: string, rpId: string): void {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    throw badRequest(`The WebAuthn origin ${origin} is not a URL.`, 'invalid_origin');
  }
  if (!ctx.isAllowedOrigin(origin) || (host !== rpId && !host.endsWith(`.${rpId}`))) {
    throw new ApiError(
      403,
      'invalid_origin',
      `The WebAuthn origin ${origin} is not allowed for RP ID ${rpId}.`,
    );
  }
}

export function openChallenge(
  ctx: RouteContext,
  projectId: string,
  kind: string,
  value: string,
): ChallengeRow {
  const row = ctx.store.challenges.byValue(projectId, kind, value);
  if (!row || row.used_at !== null || row.expires_at <= ctx.clock.now()) {
    throw badRequest(
      'The WebAuthn challenge is unknown, used or expired: start the ceremony again.',
      'webauthn_challenge_not_found',
    );
  }
  return row;
}

export const webauthnFactor = (reg: WebauthnRow) => ({
  type: 'webauthn',
  delivery_method: 'webauthn_registration',
  webauthn_factor: {
    webauthn_registration_id: reg.webauthn_registration_id,
    domain: reg.domain,
    user_agent: reg.user_agent,
  },
});
