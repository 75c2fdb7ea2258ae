import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningTestApi } from '../../harness/test-api';
import { call } from './support/http';
import { startServer, uniqueToken } from './support/server';

// What the widget's strength UI reads from passwords/strength_check: the
// zxcvbn score and warning, the LUDS requirements when the project's settings ask for LUDS,
// the breached flag, and an `invalid_email` error whose message the widget shows.

let server: RunningTestApi;
const ludsToken = uniqueToken();
const BREACHED_WARNING =
  'This password may have been used on a different site that experienced a security issue. Please choose another password.';

type Strength = {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: string;
  feedback: {
    warning: string;
    luds_requirements: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_characters: number;
      missing_complexity: number;
    };
  };
};
type ErrorJson = { status_code: number; error_type: string; error_message: string };

beforeAll(async () => {
  // LUDS through a settings file, as `stytch-widget test-api --settings` reads it.
  const settingsFile = join(tmpdir(), `strength-settings-${process.pid}-${Date.now()}.json`);
  await writeFile(
    settingsFile,
    JSON.stringify({
      projects: {
        [ludsToken]: { passwordPolicy: 'luds', ludsMinimumCount: 12, ludsComplexity: 4 },
      },
    }),
  );
  server = await startServer({ settingsFile });
});
afterAll(async () => {
  await server?.close();
});

const check = <T = { data: Strength }>(publicToken: string, body: Record<string, unknown>) =>
  call<T>(server.url, 'POST', '/sdk/v1/passwords/strength_check', body, { publicToken });

describe('passwords/strength_check for the widget', () => {
  it('answers a malformed email with invalid_email and a message naming the field', async () => {
    const res = await check<ErrorJson>(uniqueToken(), {
      email: 'not-an-email',
      password: 'copper-Glacier-whistle-5150-fern',
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('invalid_email');
    expect(res.body.error_message).toContain('email');
    expect(res.body.error_message).toContain('not-an-email');
  });

  it('scores without an email (the reset form sends none) and with a valid one', async () => {
    const pt = uniqueToken();
    const without = await check(pt, { password: 'copper-Glacier-whistle-5150-fern' });
    expect(without.status).toBe(200);
    expect(without.body.data).toMatchObject({ valid_password: true, strength_policy: 'zxcvbn' });
    const withEmail = await check(pt, {
      email: 'fern@example.com',
      password: 'copper-Glacier-whistle-5150-fern',
    });
    expect(withEmail.body.data.valid_password).toBe(true);
  });

  it('LUDS from the project settings: each requirement, and valid once all are met', async () => {
    const weak = await check(ludsToken, { password: 'abc1' });
    expect(weak.body.data.strength_policy).toBe('luds');
    expect(weak.body.data.valid_password).toBe(false);
    expect(weak.body.data.feedback.luds_requirements).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: true,
      has_symbol: false,
      missing_characters: 8,
      missing_complexity: 2,
    });
    const bootstrap = await call<{ data: { password_config: unknown } }>(
      server.url,
      'GET',
      `/sdk/v1/projects/bootstrap/${ludsToken}`,
    );
    // The checklist's N values ('Must be at least N characters long', 'Must contain N of …').
    expect(bootstrap.body.data.password_config).toEqual({
      luds_complexity: 4,
      luds_minimum_count: 12,
    });
    const strong = await check(ludsToken, { password: 'Abcdefghij1!' });
    expect(strong.body.data.valid_password).toBe(true);
    expect(strong.body.data.feedback.luds_requirements).toMatchObject({
      missing_characters: 0,
      missing_complexity: 0,
    });
  });

  it('flags a breached password under either policy, with the product’s sentence as warning', async () => {
    for (const pt of [uniqueToken(), ludsToken]) {
      const res = await check(pt, { password: 'P@ssw0rd123' });
      expect(res.body.data, pt).toMatchObject({ valid_password: false, breached_password: true });
      expect(res.body.data.feedback.warning).toBe(BREACHED_WARNING);
    }
    const fresh = await check(uniqueToken(), { password: 'copper-Glacier-whistle-5150-fern' });
    expect(fresh.body.data.breached_password).toBe(false);
  });
});
