import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSmoke } from '../../harness/smoke';

describe('the smoke runner (stytch-widget smoke)', () => {
  it('runs every scenario that applies to a config and reports each', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-'));
    const configPath = join(dir, 'stytch-widget.config.json');
    await writeFile(
      configPath,
      JSON.stringify({
        publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        products: ['emailMagicLinks', 'otp'],
        otpOptions: { methods: ['sms', 'whatsapp'] },
      }),
    );
    const result = await runSmoke({ configPath, artifactsDir: join(dir, 'artifacts') });
    expect(result.failed).toBe(0);
    expect(result.passed).toBe(3);
    expect(result.lines.filter((line) => line.startsWith('✓'))).toHaveLength(3);
    expect(result.lines.at(-1)).toBe('3 passed, 0 failed');
  });

  it('passes with production redirect URLs: links are replayed on the smoke page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-'));
    const configPath = join(dir, 'stytch-widget.config.json');
    // What `init --login-redirect-url https://…` writes: the test API must accept those URLs
    // for this project, since the scenario never opens them (it replays the link's query).
    await writeFile(
      configPath,
      JSON.stringify({
        publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c70',
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: {
          loginRedirectURL: 'https://example.com/authenticate',
          signupRedirectURL: 'https://example.com/authenticate',
        },
      }),
    );
    const result = await runSmoke({ configPath, artifactsDir: join(dir, 'artifacts') });
    expect(result.lines).toEqual([
      expect.stringMatching(/^✓ login: email magic link/),
      '1 passed, 0 failed',
    ]);
  });

  it('with passwords: sign-up, log-in, the passwordless branch, and the reset mount', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-'));
    const configPath = join(dir, 'stytch-widget.config.json');
    // A production reset URL, as init writes it: links are replayed on the reset mount's page.
    await writeFile(
      configPath,
      JSON.stringify({
        publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c71',
        products: ['passwords', 'otp'],
        otpOptions: { methods: ['email'] },
        passwordOptions: { resetPasswordRedirectURL: 'https://example.com/account/reset' },
      }),
    );
    // One worker: the lines below come in plan order (with more, in order of finishing).
    const result = await runSmoke({ configPath, artifactsDir: join(dir, 'artifacts'), workers: 1 });
    expect(result.lines).toEqual([
      expect.stringMatching(/^✓ login: password sign-up \(/),
      expect.stringMatching(/^✓ login: password log-in \(a wrong one first\) \(/),
      expect.stringMatching(
        /^✓ login: passwords, an account without a password gets an email passcode \(/,
      ),
      expect.stringMatching(
        /^✓ resetPassword: forgot password, reset by email, log in with the new password \(/,
      ),
      expect.stringMatching(/^✓ resetPassword: 'Login without a password' and a login link \(/),
      '5 passed, 0 failed',
    ]);
  });

  it('saves a screenshot and the console log when a scenario fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-'));
    const configPath = join(dir, 'stytch-widget.config.json');
    // The API refuses every email passcode request (a fault armed on the run's test API), so
    // the flow really fails in the browser.
    await writeFile(
      configPath,
      JSON.stringify({
        publicToken: 'public-token-test-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
        products: ['otp'],
        otpOptions: { methods: ['email'] },
      }),
    );
    const artifacts = join(dir, 'artifacts');
    // A short step timeout: the page waits for a screen that never comes.
    const result = await runSmoke({
      configPath,
      artifactsDir: artifacts,
      reporters: ['json'],
      stepTimeoutMs: 3_000,
      faults: ['POST /sdk/v1/otps/email/login_or_create 400 invalid_email'],
    });
    expect(result.failed).toBe(1);
    const files = await readdir(join(artifacts, 'screenshots'));
    expect(files.some((f) => f.endsWith('.png'))).toBe(true);
    const report = JSON.parse(await readFile(join(artifacts, 'report.json'), 'utf8'));
    const [attempt] = report.results[0].attempts;
    expect(attempt.steps.at(-1)).toMatchObject({
      status: 'failed',
      screenshot: expect.any(String),
    });
    expect(attempt.console.join('\n')).toMatch(/status of 400/);
    expect(attempt.failedRequests).toContainEqual(
      expect.stringMatching(/otps\/email\/login_or_create: HTTP 400 \(Refused by smoke --fault /),
    );
  });
});
