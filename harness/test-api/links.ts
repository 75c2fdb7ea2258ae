import type { RouteContext } from './context';
import { sha256Hex } from './cryptography/hash';
import { checkCodeVerifier } from './cryptography/pkce';
import { randomToken } from './cryptography/random';
import { ApiError, notFound } from './errors';
import type { TokenKind, TokenRow } from './store';

// Single-use tokens carried in links (magic links, password resets, OAuth callbacks).

export interface IssueToken {
  projectId: string;
  kind: TokenKind;
  userId: string | null;
  methodId: string | null;
  minutes: number;
  codeChallenge: string | null;
  data?: Record<string, unknown>;
}

export function issueToken(ctx: RouteContext, input: IssueToken): string {
  const token = randomToken();
  const now = ctx.clock.now();
  ctx.store.tokens.insert({
    token_hash: sha256Hex(token),
    project_id: input.projectId,
    kind: input.kind,
    user_id: input.userId,
    method_id: input.methodId,
    created_at: now,
    expires_at: now + input.minutes * 60_000,
    code_challenge: input.codeChallenge,
    data: JSON.stringify(input.data ?? {}),
  });
  return token;
}

export interface RedeemToken {
  projectId: string;
  kind: TokenKind;
  token: string;
  codeVerifier: unknown;
  /** error_type for an unknown token, e.g. magic_link_not_found. */
  notFoundType: string;
  /** error_type for a used or expired token, e.g. unable_to_auth_magic_link. */
  failedType: string;
  /** Checks that must pass before the token is spent (e.g. the new password's strength). */
  beforeConsume?: (row: TokenRow) => void;
}

/** Validates and spends a token; a PKCE mismatch leaves it unspent so the SDK can retry. */
export function redeemToken(ctx: RouteContext, input: RedeemToken): TokenRow {
  const hash = sha256Hex(input.token);
  const row = ctx.store.tokens.find(input.projectId, input.kind, hash);
  if (!row) throw notFound('The token is unknown.', input.notFoundType);
  if (row.used_at !== null) {
    throw new ApiError(401, input.failedType, 'The token was already used. Request a new link.');
  }
  if (row.expires_at <= ctx.clock.now()) {
    throw new ApiError(401, input.failedType, 'The token has expired. Request a new link.');
  }
  checkCodeVerifier(row.code_challenge, input.codeVerifier);
  input.beforeConsume?.(row);
  if (!ctx.store.tokens.consume(hash, ctx.clock.now())) {
    throw new ApiError(401, input.failedType, 'The token was already used. Request a new link.');
  }
  return row;
}

export const tokenData = (row: TokenRow): Record<string, unknown> => {
  try {
    return JSON.parse(row.data) as Record<string, unknown>;
  } catch {
    return {};
  }
};
