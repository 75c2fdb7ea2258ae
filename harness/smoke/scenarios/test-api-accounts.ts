// Accounts a scenario needs before it starts (a user with a password, one without), made
// through the test API's own /sdk/v1 routes as the SDK would, so the widget finds them.

import { basicAuthHeader } from '../../test-api';

async function sdkCall(
  apiUrl: string,
  publicToken: string,
  path: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(`/sdk/v1/${path}`, apiUrl), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basicAuthHeader(publicToken),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`POST /sdk/v1/${path} answered ${response.status}: ${json.error_message}`);
  }
  return json;
}

/** A unique address for one scenario run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A password the test API accepts under either policy (zxcvbn 4, LUDS 4 kinds), never breached. */
export function strongPassword(): string {
  return `Smoke-${Math.random().toString(36).slice(2, 8)}-Copper-Glacier-51!`;
}

/** Creates a user with this password; returns the user's id. */
export async function createUserWithPassword(
  apiUrl: string,
  publicToken: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await sdkCall(apiUrl, publicToken, 'passwords', { email, password });
  return (response.data as { user_id: string }).user_id;
}

/** A user without a password: the one an email passcode creates. Sends one code to the outbox. */
export async function createUserWithoutPassword(
  apiUrl: string,
  publicToken: string,
  email: string,
): Promise<void> {
  await sdkCall(apiUrl, publicToken, 'otps/email/login_or_create', { email });
}

/** Whether the test API logs `email` in with `password`. */
export async function passwordWorks(
  apiUrl: string,
  publicToken: string,
  email: string,
  password: string,
): Promise<boolean> {
  try {
    await sdkCall(apiUrl, publicToken, 'passwords/authenticate', { email, password });
    return true;
  } catch {
    return false;
  }
}

/** Starts a password reset by email, as the widget's forgot link does; the link goes to `resetUrl`. */
export async function startPasswordReset(
  apiUrl: string,
  publicToken: string,
  email: string,
  resetUrl: string,
): Promise<void> {
  await sdkCall(apiUrl, publicToken, 'passwords/email/reset/start', {
    email,
    reset_password_redirect_url: resetUrl,
    login_redirect_url: resetUrl,
  });
}

/** Emails a login-or-sign-up magic link that returns to `redirectUrl`, as the widget's email form does. */
export async function sendMagicLink(
  apiUrl: string,
  publicToken: string,
  email: string,
  redirectUrl: string,
): Promise<void> {
  await sdkCall(apiUrl, publicToken, 'magic_links/email/login_or_create', {
    email,
    login_magic_link_url: redirectUrl,
    signup_magic_link_url: redirectUrl,
  });
}
