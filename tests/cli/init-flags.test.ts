import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initYes, runCli, TOKEN, tempDir } from './run-cli';

const ESC = '\u001b[';

async function readConfig(dir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(dir, 'stytch-widget.config.json'), 'utf8'));
}

describe('init without a terminal, then validate', () => {
  const mixes: {
    name: string;
    args: string[];
    files: string[];
    check(config: Record<string, unknown>): void;
  }[] = [
    {
      name: 'email OTP only',
      args: ['--products', 'otp', '--otp-methods', 'email'],
      files: ['LoginWidget.tsx', 'stytch-login.html', 'stytch-widget', 'stytch-widget.config.json'],
      check: (config) => {
        expect(config.products).toEqual(['otp']);
        expect(config.otpOptions).toEqual({ methods: ['email'], expirationMinutes: 5 });
        expect(config).not.toHaveProperty('emailMagicLinksOptions');
      },
    },
    {
      name: 'magic links with SMS and WhatsApp codes',
      args: [
        '--products',
        'emailMagicLinks,otp',
        '--otp-methods',
        'sms,whatsapp',
        '--eml-login-expiration',
        '15',
      ],
      files: [
        'LoginWidget.tsx',
        'stytch-login.html',
        'stytch-redirect.html',
        'stytch-widget',
        'stytch-widget.config.json',
      ],
      check: (config) => {
        expect(config.otpOptions).toEqual({ methods: ['sms', 'whatsapp'], expirationMinutes: 5 });
        expect(config.emailMagicLinksOptions).toMatchObject({
          loginExpirationMinutes: 15,
          signupExpirationMinutes: 30,
          loginRedirectURL: 'http://localhost:3000/authenticate',
        });
      },
    },
    {
      name: 'magic links and WhatsApp codes with redirect URLs, on Stytch servers',
      args: [
        '--products',
        'emailMagicLinks,otp',
        '--otp-methods',
        'whatsapp',
        '--login-redirect-url',
        'https://example.com/auth',
        '--stytch-api',
      ],
      files: [
        'LoginWidget.tsx',
        'stytch-login.html',
        'stytch-redirect.html',
        'stytch-widget.config.json',
      ],
      check: (config) => {
        expect(config).not.toHaveProperty('apiUrl');
        expect(config.products).toEqual(['emailMagicLinks', 'otp']);
        expect(config.otpOptions).toMatchObject({ methods: ['whatsapp'] });
        expect(config.emailMagicLinksOptions).toMatchObject({
          loginRedirectURL: 'https://example.com/auth',
          signupRedirectURL: 'https://example.com/auth',
        });
      },
    },
    {
      name: 'a custom theme, no header, shadow DOM, only the html snippet',
      args: [
        '--products',
        'otp',
        '--primary-color',
        'rebeccapurple',
        '--border-radius',
        '12px',
        // A bare number is pixels, written so (it was written as "12", which CSS drops).
        '--width',
        '360',
        '--font-family',
        'Inter',
        '--logo-url',
        'https://example.com/logo.png',
        '--no-header',
        '--shadow-dom',
        '--api-url',
        'http://127.0.0.1:4999/',
        '--session-duration',
        '60',
        '--snippets',
        'html',
      ],
      files: ['stytch-login.html', 'stytch-widget', 'stytch-widget.config.json'],
      check: (config) => {
        expect(config.apiUrl).toBe('http://127.0.0.1:4999');
        expect(config.enableShadowDOM).toBe(true);
        expect(config.sessionOptions).toEqual({ sessionDurationMinutes: 60 });
        expect(config.styles).toEqual({
          colors: {
            primary: 'rebeccapurple',
            secondary: '#5C727D',
            success: '#0C5A56',
            error: '#8B1214',
          },
          container: { backgroundColor: '#FFFFFF', borderRadius: '12px', width: '360px' },
          fontFamily: 'Inter',
          hideHeaderText: true,
          logo: { logoImageUrl: 'https://example.com/logo.png' },
        });
      },
    },
    {
      name: 'passwords with email codes: the reset page in both forms',
      args: [
        '--products',
        'passwords,otp',
        '--otp-methods',
        'email',
        '--reset-password-redirect-url',
        'https://example.com/account/reset',
      ],
      files: [
        'LoginWidget.tsx',
        'ResetPassword.tsx',
        'stytch-login.html',
        'stytch-reset.html',
        'stytch-widget',
        'stytch-widget.config.json',
      ],
      check: (config) => {
        expect(config.products).toEqual(['passwords', 'otp']);
        expect(config.passwordOptions).toEqual({
          resetPasswordRedirectURL: 'https://example.com/account/reset',
          resetPasswordExpirationMinutes: 30,
        });
      },
    },
    {
      name: 'passwords, only the html snippet: the reset page in html only',
      args: ['--products', 'passwords', '--reset-password-expiration', '45', '--snippets', 'html'],
      files: [
        'stytch-login.html',
        'stytch-reset.html',
        'stytch-widget',
        'stytch-widget.config.json',
      ],
      check: (config) => {
        expect(config.passwordOptions).toEqual({
          resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
          resetPasswordExpirationMinutes: 45,
        });
      },
    },
    {
      name: 'the defaults (--yes): email magic links',
      args: ['--yes'],
      files: [
        'LoginWidget.tsx',
        'stytch-login.html',
        'stytch-redirect.html',
        'stytch-widget',
        'stytch-widget.config.json',
      ],
      check: (config) => {
        expect(config.products).toEqual(['emailMagicLinks']);
        expect(config.apiUrl).toBe('http://127.0.0.1:4010');
        expect(config.$schema).toBe(
          'https://unpkg.com/stytch-widget/dist/stytch-widget.schema.json',
        );
      },
    },
  ];

  for (const mix of mixes) {
    it.concurrent(mix.name, async () => {
      const dir = await tempDir();
      const init = await runCli(['init', '--public-token', TOKEN, '--dir', dir, ...mix.args]);
      expect(init.stderr).toBe('');
      expect(init.code).toBe(0);
      expect(init.stdout).toContain(`Wrote ${mix.files.length} files`);
      expect(init.stdout).toContain('npx stytch-widget dev');
      expect(init.stdout).toContain('npx stytch-widget smoke');
      expect(init.stdout).not.toContain(ESC);
      expect((await readdir(dir)).sort()).toEqual(mix.files);
      const config = await readConfig(dir);
      expect(config.publicToken).toBe(TOKEN);
      mix.check(config);
      const validate = await runCli(['validate', join(dir, 'stytch-widget.config.json')]);
      expect(validate.stderr).toBe('');
      expect(validate.code).toBe(0);
      expect(validate.stdout).toContain('is valid');
    });
  }
});

describe('init refuses what it cannot do', () => {
  it('names the flag of a missing required answer (exit 2) and writes nothing', async () => {
    const dir = await tempDir();
    const run = await runCli(['init', '--dir', dir, '--products', 'otp']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('missing --public-token <token>');
    expect(await readdir(dir)).toEqual([]);
  });

  const bad: [string[], string][] = [
    [['--public-token', 'pk-123'], '--public-token: Expected "public-token-...", got pk-123.'],
    [
      ['--public-token', 'public-token-test-ab cd'],
      '--public-token: Expected "public-token-...", got public-token-test-ab cd.',
    ],
    [['--width', '12 px'], '--width: must be a CSS length'],
    [
      ['--products', 'sms'],
      '--products: unknown product "sms"; did you mean "otp" with --otp-methods sms?',
    ],
    // Answers the widget would refuse are refused with its own message.
    [
      ['--products', 'emailMagicLinks,otp', '--otp-methods', 'email'],
      '--otp-methods: the widget would show "Error: Cannot use both EML and Email OTP"',
    ],
    [
      ['--products', 'otp', '--otp-methods', 'pigeon'],
      '--otp-methods: unknown OTP method "pigeon"',
    ],
    [
      ['--products', 'otp', '--oauth-providers', 'google'],
      '--oauth-providers: only used with "oauth", which is not among the products',
    ],
    [
      ['--products', 'otp', '--one-tap'],
      '--one-tap: only used with "oauth", which is not among the products',
    ],
    [
      ['--products', 'oauth', '--oauth-providers', 'gogle'],
      '--oauth-providers: unknown OAuth provider "gogle"; did you mean "google"?',
    ],
    [
      ['--products', 'oauth', '--oauth-providers', 'github', '--one-tap'],
      '--one-tap: needs google among the OAuth providers',
    ],
    [
      ['--products', 'otp', '--reset-password-expiration', '10'],
      '--reset-password-expiration: only used with "passwords", which is not among the products',
    ],
    [
      ['--products', 'otp', '--otp-expiration', 'soon'],
      '--otp-expiration: must be a whole number of minutes from 1 to 10 (Stytch refuses other values)',
    ],
    [
      ['--primary-color', 'blurple'],
      '--primary-color: must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy" (got "blurple")',
    ],
    [
      ['--border-radius', 'round'],
      '--border-radius: must be a CSS length, e.g. "8px", "1rem" or "100%" (a bare number means pixels) (got "round")',
    ],
    [
      ['--login-redirect-url', 'localhost/auth'],
      '--login-redirect-url: must be an absolute http(s) URL',
    ],
    [
      ['--api-url', 'http://localhost:4010', '--stytch-api'],
      '--api-url and --stytch-api contradict each other',
    ],
    [['--bundle-url', "javascript:alert('x')"], '--bundle-url: expected an http(s) URL or a path'],
    [
      ['--snippets', 'html,reset-html'],
      '--snippets: unknown snippet format "reset-html"; with passwords, html and react also write the reset page in that form (known: html, react, redirect)',
    ],
    [
      ['--products', 'emailMagicLinks', '--otp-methods', 'sms'],
      '--otp-methods: only used with "otp", which is not among the products',
    ],
    [
      ['--products', 'otp', '--login-redirect-url', 'https://a.test/x'],
      '--login-redirect-url: only used with "emailMagicLinks" or "oauth", which is not among the products',
    ],
  ];
  for (const [args, message] of bad) {
    it.concurrent(`${args.join(' ')} → exit 2`, async () => {
      const dir = await tempDir();
      const run = await runCli(['init', '--yes', '--dir', dir, '--public-token', TOKEN, ...args]);
      expect(run.stderr).toContain(message);
      expect(run.code).toBe(2);
      expect(await readdir(dir)).toEqual([]);
    });
  }

  it('a --dir that cannot be written is exit 1, and writes nothing', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'a-file'), '');
    const run = await runCli([
      'init',
      '--yes',
      '--public-token',
      TOKEN,
      '--dir',
      join(dir, 'a-file', 'web'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('(ENOTDIR); nothing was written');
    expect(await readdir(dir)).toEqual(['a-file']);
  });

  it('never overwrites without --force; --force overwrites', async () => {
    const dir = await tempDir();
    const config = join(dir, 'stytch-widget.config.json');
    await writeFile(config, '{"mine": true}\n');
    const refused = await runCli(['init', '--dir', dir, '--public-token', TOKEN]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stytch-widget.config.json already exists');
    expect(refused.stderr).toContain('--force');
    expect(await readFile(config, 'utf8')).toBe('{"mine": true}\n');
    expect(await readdir(dir)).toEqual(['stytch-widget.config.json']);

    // A snippet file in the way is protected too, and then nothing at all is written.
    await writeFile(join(dir, 'stytch-login.html'), 'my page');
    const forced = await runCli(['init', '--dir', dir, '--public-token', TOKEN, '--force']);
    expect(forced.code).toBe(0);
    expect((await readConfig(dir)).publicToken).toBe(TOKEN);
    expect(await readFile(join(dir, 'stytch-login.html'), 'utf8')).toContain(
      'data-stytch-widget="mountLogin"',
    );
  });

  it('protects existing snippet files and then writes nothing at all', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'LoginWidget.tsx'), 'mine');
    const run = await runCli(['init', '--dir', dir, '--public-token', TOKEN, '--products', 'otp']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('LoginWidget.tsx already exists');
    expect(await readdir(dir)).toEqual(['LoginWidget.tsx']);
    expect(existsSync(join(dir, 'stytch-widget.config.json'))).toBe(false);
  });
});

describe('init and a theme below WCAG AA', () => {
  it('without a terminal it writes the colour given and warns with the fix, exit 0', async () => {
    const dir = await tempDir();
    const run = await initYes(dir, [
      '--products',
      'otp',
      '--otp-methods',
      'email',
      '--primary-color',
      '#8AB4F8',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const config = JSON.parse(await readFile(join(dir, 'stytch-widget.config.json'), 'utf8'));
    expect(config.styles.colors.primary).toBe('#8AB4F8');
    expect(run.stderr).toContain(
      'warning: the default #FFFFFF on styles.colors.primary #8AB4F8: 2.11:1, below WCAG AA (4.5:1) for text',
    );
    expect(run.stderr).toMatch(/^ {4}fix: Set styles\.colors\.primary to #[0-9a-f]{6} /m);
  });
});
