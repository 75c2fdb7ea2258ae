import { iso } from './clock';
import type { SessionRow } from './store';
import type { UserRecord } from './store/users';

// Store rows → the provider's wire objects, in the shapes the SDK and its UI read (user,
// session, factors), so the real client accepts the test API's answers.

export interface AuthFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [detail: string]: unknown;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export function wireUser(record: UserRecord) {
  const { user } = record;
  return {
    user_id: user.user_id,
    created_at: iso(user.created_at),
    status: user.status,
    name: {
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
    },
    emails: record.emails.map((e) => ({
      email_id: e.email_id,
      email: e.email,
      verified: e.verified === 1,
    })),
    phone_numbers: record.phones.map((p) => ({
      phone_id: p.phone_id,
      phone_number: p.phone_number,
      verified: p.verified === 1,
    })),
    providers: record.providers.map((p) => ({
      oauth_user_registration_id: p.oauth_user_registration_id,
      provider_type: p.provider_type,
      provider_subject: p.provider_subject,
      profile_picture_url: p.profile_picture_url,
      locale: '',
    })),
    webauthn_registrations: record.webauthn.map((w) => ({
      webauthn_registration_id: w.webauthn_registration_id,
      name: w.name,
      domain: w.domain,
      user_agent: w.user_agent,
      authenticator_type: w.authenticator_type,
      verified: w.verified === 1,
    })),
    crypto_wallets: record.wallets.map((w) => ({
      crypto_wallet_id: w.crypto_wallet_id,
      crypto_wallet_address: w.crypto_wallet_address,
      crypto_wallet_type: w.crypto_wallet_type,
      verified: w.verified === 1,
    })),
    totps: [],
    biometric_registrations: [],
    password: user.password_id
      ? { password_id: user.password_id, requires_reset: user.password_requires_reset === 1 }
      : null,
    trusted_metadata: parseJson<Record<string, unknown>>(user.trusted_metadata, {}),
    untrusted_metadata: parseJson<Record<string, unknown>>(user.untrusted_metadata, {}),
    roles: [] as string[],
    external_id: null,
  };
}

export type WireUser = ReturnType<typeof wireUser>;

export function sessionFactors(row: SessionRow): AuthFactor[] {
  return parseJson<AuthFactor[]>(row.factors, []);
}

export function wireSession(row: SessionRow) {
  return {
    session_id: row.session_id,
    user_id: row.user_id,
    started_at: iso(row.started_at),
    last_accessed_at: iso(row.last_accessed_at),
    expires_at: iso(row.expires_at),
    attributes: { ip_address: row.ip_address, user_agent: row.user_agent },
    authentication_factors: sessionFactors(row),
    custom_claims: parseJson<Record<string, unknown>>(row.custom_claims, {}),
    roles: [] as string[],
  };
}

export type WireSession = ReturnType<typeof wireSession>;
