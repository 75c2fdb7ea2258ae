import { expect } from 'vitest';

// Page functions for `page.evaluate`: an email-code login through the official headless client a
// page exposes as `window.stytch` (its IIFE build's global, or a page that sets it), with no
// `endpoints`, so the calls go to Stytch's hosts unless something routes them.

/** In the page: the headless client (`window.stytch`) sends a code to `email`. */
export const SEND = async (args: { token: string; email: string }) => {
  const sdk = (
    window as unknown as { stytch: { StytchHeadlessClient: new (token: string) => unknown } }
  ).stytch;
  const client = new sdk.StytchHeadlessClient(args.token) as {
    otps: { email: { loginOrCreate(email: string): Promise<{ method_id: string }> } };
  };
  (window as unknown as { client: unknown }).client = client;
  return (await client.otps.email.loginOrCreate(args.email)).method_id;
};
/** In the page: the client SEND made logs in with the code; the session token and email. */
export const AUTHENTICATE = async (args: { code: string; methodId: string }) => {
  const client = (
    window as unknown as {
      client: {
        otps: {
          authenticate(
            code: string,
            methodId: string,
            options: { session_duration_minutes: number },
          ): Promise<{ session_token: string; user: { emails: { email: string }[] } }>;
        };
      };
    }
  ).client;
  const result = await client.otps.authenticate(args.code, args.methodId, {
    session_duration_minutes: 30,
  });
  return { sessionToken: result.session_token, email: result.user.emails[0]?.email };
};

/** A call to Stytch's `host` that the routing answered 200 from the test API. */
export const answeredCall = (method: string, path: string, host = 'test.stytch.com') =>
  expect.objectContaining({ method, host, path, status: 200 });

/** The calls SEND and AUTHENTICATE make, as the routing records them. */
export const emailCodeLoginCalls = (host = 'test.stytch.com') => [
  answeredCall('POST', '/sdk/v1/otps/email/login_or_create', host),
  answeredCall('POST', '/sdk/v1/otps/authenticate', host),
];
