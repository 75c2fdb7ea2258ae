// Row shapes as stored. Times are epoch milliseconds; booleans are 0/1; JSON as text.

export interface UserRow {
  user_id: string;
  project_id: string;
  status: 'active' | 'pending';
  created_at: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  trusted_metadata: string;
  untrusted_metadata: string;
  password_id: string | null;
  password_hash: string | null;
  password_requires_reset: number;
  failed_password_attempts: number;
  locked_until: number;
}

export interface EmailRow {
  email_id: string;
  project_id: string;
  user_id: string;
  email: string;
  verified: number;
  created_at: number;
}

export interface PhoneRow {
  phone_id: string;
  project_id: string;
  user_id: string;
  phone_number: string;
  verified: number;
  created_at: number;
}

export interface SessionRow {
  session_id: string;
  project_id: string;
  user_id: string;
  token_hash: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  factors: string;
  ip_address: string;
  user_agent: string;
  /** The opaque token itself (test data only): a JWT-authenticated call answers with it too. */
  token: string;
  /** JSON object of the session's custom claims. */
  custom_claims: string;
}

export type OtpChannel = 'email' | 'sms' | 'whatsapp';
export type OtpState = 'live' | 'used' | 'dead' | 'superseded';

export interface OtpRow {
  otp_id: string;
  project_id: string;
  method_id: string;
  user_id: string;
  channel: OtpChannel;
  destination: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  state: OtpState;
}

export type TokenKind = 'magic_link' | 'reset_password' | 'oauth' | 'oauth_attach';

export interface TokenRow {
  token_hash: string;
  project_id: string;
  kind: TokenKind;
  user_id: string | null;
  method_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  code_challenge: string | null;
  data: string;
}

export interface WebauthnRow {
  webauthn_registration_id: string;
  project_id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: number;
  transports: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  name: string;
  verified: number;
  created_at: number;
}

export interface ChallengeRow {
  challenge_id: string;
  project_id: string;
  kind: string;
  subject: string;
  challenge: string;
  user_id: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  data: string;
}

export interface CryptoWalletRow {
  crypto_wallet_id: string;
  project_id: string;
  user_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: number;
  created_at: number;
}

export interface OauthProviderRow {
  oauth_user_registration_id: string;
  project_id: string;
  user_id: string;
  provider_type: string;
  provider_subject: string;
  profile_picture_url: string;
  scopes: string;
  created_at: number;
}

export type OutboxChannel = OtpChannel;

export interface OutboxRow {
  seq: number;
  id: string;
  project_id: string;
  channel: OutboxChannel;
  to_address: string;
  kind: string;
  code: string | null;
  link: string | null;
  login_link: string | null;
  token: string | null;
  subject: string;
  body: string;
  sent_at: number;
}

export interface EventRow {
  seq: number;
  project_id: string;
  event_name: string;
  payload: string;
  received_at: number;
}
