import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askMagicLinkOptions } from '../../cli/prompts/magic-links';
import { askOtpOptions } from '../../cli/prompts/otp';
import { askPasswordOptions } from '../../cli/prompts/passwords';
import { askSessionDuration } from '../../cli/prompts/session';
import type { RunningTestApi } from '../../harness/test-api';
import { lastCode } from '../../harness/test-api/control-client';
import {
  MAGIC_LINK_EXPIRATION_MINUTES,
  type MinutesRange,
  OTP_EXPIRATION_MINUTES,
  RESET_PASSWORD_EXPIRATION_MINUTES,
  SESSION_DURATION_MINUTES,
} from '../../widget/config/api-limits';
import type { ConfigFile } from '../../widget/config/schema';
import { validateConfigFile } from '../../widget/config/validate';
import { call } from './support/http';
import { PUBLIC_TOKEN, startServer } from './support/server';

// Each limit the provider enforces, from its one definition (widget/config/api-limits.ts):
// values just inside and just outside it, and others drawn at random, are accepted or refused
// alike by the config schema (validate, doctor, the mount, the JSON Schema), init's flags and
// the test API.

let server: RunningTestApi;
const pt = { publicToken: PUBLIC_TOKEN };
const noPrompt = { prompter: null };
const base: ConfigFile = {
  publicToken: PUBLIC_TOKEN,
  products: ['otp'],
  otpOptions: { methods: ['email'] },
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const accepted = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    () => false,
  );

/** Whether the test API refused the value as out of range (a 400 naming the field's range). */
async function apiAccepts(path: string, body: Record<string, unknown>, field: string) {
  const res = await call<{ error_message?: string }>(server.url, 'POST', path, body, pt);
  const refused =
    res.status === 400 && /must be (between|an integer)/.test(res.body.error_message ?? '');
  if (refused) expect(res.body.error_message).toContain(field);
  return !refused;
}

let sequence = 0;
const email = () => `limits-${++sequence}@example.com`;

interface Limit {
  name: string;
  range: MinutesRange;
  config(value: number): ConfigFile;
  init(value: number): Promise<unknown>;
  api(value: number): Promise<boolean>;
}

const LIMITS: Limit[] = [
  {
    name: 'otpOptions.expirationMinutes',
    range: OTP_EXPIRATION_MINUTES,
    config: (value) => ({ ...base, otpOptions: { methods: ['email'], expirationMinutes: value } }),
    init: (value) =>
      askOtpOptions(noPrompt, { otpMethods: 'email', otpExpiration: String(value) }, ['otp']),
    api: (value) =>
      apiAccepts(
        '/sdk/v1/otps/email/login_or_create',
        { email: email(), expiration_minutes: value },
        'expiration_minutes',
      ),
  },
  {
    name: 'emailMagicLinksOptions.loginExpirationMinutes',
    range: MAGIC_LINK_EXPIRATION_MINUTES,
    config: (value) => ({
      publicToken: PUBLIC_TOKEN,
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginExpirationMinutes: value },
    }),
    init: (value) => askMagicLinkOptions(noPrompt, { emlLoginExpiration: String(value) }),
    api: (value) =>
      apiAccepts(
        '/sdk/v1/magic_links/email/login_or_create',
        { email: email(), login_expiration_minutes: value },
        'login_expiration_minutes',
      ),
  },
  {
    name: 'emailMagicLinksOptions.signupExpirationMinutes',
    range: MAGIC_LINK_EXPIRATION_MINUTES,
    config: (value) => ({
      publicToken: PUBLIC_TOKEN,
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { signupExpirationMinutes: value },
    }),
    init: (value) => askMagicLinkOptions(noPrompt, { emlSignupExpiration: String(value) }),
    api: (value) =>
      apiAccepts(
        '/sdk/v1/magic_links/email/login_or_create',
        { email: email(), signup_expiration_minutes: value },
        'signup_expiration_minutes',
      ),
  },
  {
    name: 'passwordOptions.resetPasswordExpirationMinutes',
    range: RESET_PASSWORD_EXPIRATION_MINUTES,
    config: (value) => ({
      publicToken: PUBLIC_TOKEN,
      products: ['passwords'],
      passwordOptions: { resetPasswordExpirationMinutes: value },
    }),
    init: (value) => askPasswordOptions(noPrompt, { resetPasswordExpiration: String(value) }),
    api: (value) =>
      apiAccepts(
        '/sdk/v1/passwords/email/reset/start',
        {
          email: email(),
          reset_password_redirect_url: 'http://localhost:3000/reset-password',
          reset_password_expiration_minutes: value,
        },
        'reset_password_expiration_minutes',
      ),
  },
  {
    name: 'sessionOptions.sessionDurationMinutes',
    range: SESSION_DURATION_MINUTES,
    config: (value) => ({ ...base, sessionOptions: { sessionDurationMinutes: value } }),
    init: (value) => askSessionDuration(noPrompt, { sessionDuration: String(value) }),
    // A real login, so the range is checked where the session starts.
    api: async (value) => {
      const to = email();
      const sent = await call<{ data: { method_id: string } }>(
        server.url,
        'POST',
        '/sdk/v1/otps/email/login_or_create',
        { email: to },
        pt,
      );
      const token = await lastCode(server.url, to);
      return apiAccepts(
        '/sdk/v1/otps/authenticate',
        { token, method_id: sent.body.data.method_id, session_duration_minutes: value },
        'session_duration_minutes',
      );
    },
  },
];

describe.each(LIMITS)('$name', (limit) => {
  const { min, max } = limit.range;
  const check = async (value: number) => {
    const inRange = value >= min && value <= max;
    const schema = validateConfigFile(limit.config(value)).ok;
    const init = await accepted(limit.init(value));
    const api = await limit.api(value);
    expect({ value, schema, init, api }).toEqual({
      value,
      schema: inRange,
      init: inRange,
      api: inRange,
    });
  };

  it(`takes ${min} to ${max} and nothing just outside`, async () => {
    for (const value of [min - 1, min, min + 1, max - 1, max, max + 1]) await check(value);
  });

  it('agrees everywhere on values drawn at random around the range', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: min - 50, max: max + 50 }), check), {
      numRuns: 25,
    });
  });
});
