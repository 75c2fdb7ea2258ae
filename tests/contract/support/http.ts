// Direct HTTP helpers for cases the SDK cannot reach (malformed input, control routes).

import { createTestApiClient, lastCode } from '../../../harness/test-api/control-client';
import { basicAuthHeader } from '../../../harness/test-api/http/auth';

export interface CallOptions {
  publicToken?: string;
  /** The Authorization secret: a session token, or the public token when omitted. */
  sessionToken?: string;
  headers?: Record<string, string>;
  rawBody?: string;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...options.headers,
  };
  if (options.publicToken) {
    headers.Authorization = basicAuthHeader(options.publicToken, options.sessionToken);
  }
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Non-JSON (HTML pages): returned as text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function advanceClock(baseUrl: string, seconds: number): Promise<void> {
  await createTestApiClient(baseUrl).clock.advance(seconds);
}

/**
 * "A moment before" a limit, in seconds: the clock is real time plus an offset, so this
 * leaves room for the real time the test's own requests take.
 */
export const JUST_BEFORE_SECONDS = 5;

/**
 * Moves the test API's clock to `seconds` after the moment this was called, counting only
 * the moves made through it, so a test reads "at 29:55, then at 30:01".
 */
export function clockFromNow(baseUrl: string): (seconds: number) => Promise<void> {
  let at = 0;
  return async (seconds) => {
    await advanceClock(baseUrl, seconds - at);
    at = seconds;
  };
}

export interface HttpSession {
  user_id: string;
  session_token: string;
  session_jwt: string;
}

/** Logs a user in through email OTP over plain HTTP; returns the AuthResp fields. */
export async function loginByEmail(
  baseUrl: string,
  publicToken: string,
  email: string,
): Promise<HttpSession> {
  const sent = await call<{ data: { method_id: string } }>(
    baseUrl,
    'POST',
    '/sdk/v1/otps/email/login_or_create',
    { email },
    { publicToken },
  );
  const code = await lastCode(baseUrl, email);
  const res = await call<{ data: HttpSession }>(
    baseUrl,
    'POST',
    '/sdk/v1/otps/authenticate',
    { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 60 },
    { publicToken },
  );
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A PKCE pair the way the SDK makes one (S256). */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const { createHash, randomBytes } = await import('node:crypto');
  const verifier = randomBytes(32).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
