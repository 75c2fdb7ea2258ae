import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../../harness/smoke/pages/LoginPage';
import { OtpPage } from '../../harness/smoke/pages/OtpPage';
import { createTestApiClient, type TestApiClient } from '../../harness/test-api/control-client';
import { type BrowserEnv, startSnippetEnv } from '../support/browser-env';

// A fault armed through /__emulator/faults reaches the widget as a real API error over real
// HTTP: the email form shows the injected error_message, and the next try goes through.

const TOKEN = 'public-token-test-7c0b9f61-faul-4e0e-8a55-0c7f3b3f9d10';

let env: BrowserEnv;
let control: TestApiClient;

beforeAll(async () => {
  env = await startSnippetEnv({
    publicToken: TOKEN,
    products: ['otp'],
    otpOptions: { methods: ['email'] },
  });
  control = createTestApiClient(env.api.url);
});

afterAll(async () => {
  await env?.close();
});

describe('fault injection in real Chromium', () => {
  it('shows the injected error_message on the email OTP form, then sends on the next try', async () => {
    const message = 'Our email provider is down for maintenance (injected).';
    await control.faults.add({
      path: '/sdk/v1/otps/email/login_or_create',
      method: 'POST',
      publicToken: TOKEN,
      status: 400,
      errorType: 'email_provider_unavailable',
      errorMessage: message,
    });
    const page = await env.newPage();
    await page.goto(env.pages.url);
    const login = new LoginPage(page);
    await login.waitUntilReady();
    const email = `fault-${Date.now()}@example.com`;
    await login.submitEmail(email);
    await login.expectText(message);
    expect(await control.faults.list()).toEqual([]);
    expect(await control.outbox.list({ to: email })).toEqual([]);
    await login.submitEmail(email);
    await new OtpPage(page).waitUntilShown();
    expect(await control.outbox.code(email)).toMatch(/^\d{6}$/);
  });
});
