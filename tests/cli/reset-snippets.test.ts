import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, TOKEN, tempDir } from './run-cli';
import { importedBundle, moduleScript, mountOptionsIn, syntaxErrors } from './snippet-source';

// The password reset page: `snippet --format reset-html | reset-react`, and the files init
// writes with passwords. Its mount options are the config's, split as the login snippet's are.

let dir: string;
const config = {
  publicToken: TOKEN,
  apiUrl: 'http://localhost:4010',
  products: ['passwords', 'otp'],
  otpOptions: { methods: ['email'] },
  passwordOptions: {
    resetPasswordRedirectURL: 'https://example.com/account/reset',
    resetPasswordExpirationMinutes: 20,
  },
  sessionOptions: { sessionDurationMinutes: 45 },
  styles: { colors: { primary: '#112233' } },
};

beforeAll(async () => {
  dir = await tempDir();
  await writeFile(join(dir, 'stytch-widget.config.json'), JSON.stringify(config));
});

const { publicToken, apiUrl, styles, ...widgetConfig } = config;

describe('the password reset page', () => {
  it('snippet --format reset-html: an element and a module script mounting the reset form', async () => {
    const run = await runCli(['snippet', '--format', 'reset-html', '--bundle-url', '/w.js'], {
      cwd: dir,
    });
    expect(run.stderr).toBe('config: stytch-widget.config.json (found in this folder)\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '<div id="stytch-reset-password"><p role="status">Loading…</p></div>',
    );
    expect(run.stdout).toContain('`stytch-widget snippet --format reset-html`');
    const script = moduleScript(run.stdout);
    expect(importedBundle(script)).toBe('/w.js');
    expect(script.loader).toBe('/embed.js');
    // No token in the options: the reset mount reads it from the page address.
    expect(mountOptionsIn(script, 'mountResetPassword')).toEqual({
      elementId: '#stytch-reset-password',
      publicToken,
      apiUrl,
      config: widgetConfig,
      styles,
    });
  });

  it('--element-id applies to the reset page too', async () => {
    const run = await runCli(['snippet', '--format', 'reset-html', '--element-id', 'reset'], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<div id="reset"><p role="status">Loading…</p></div>');
    expect(mountOptionsIn(moduleScript(run.stdout), 'mountResetPassword').elementId).toBe('#reset');
  });

  it('snippet --format reset-react: a ResetPassword component around StytchPasswordReset', async () => {
    const run = await runCli(['snippet', '--format', 'reset-react'], { cwd: dir });
    expect(run.stderr).toBe('config: stytch-widget.config.json (found in this folder)\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("import { StytchPasswordReset } from 'stytch-widget/react';");
    expect(run.stdout).toContain('export function ResetPassword()');
    expect(run.stdout).toContain('<StytchPasswordReset');
    expect(run.stdout).toContain(`publicToken="${TOKEN}"`);
    expect(run.stdout).toContain('apiUrl="http://localhost:4010"');
    expect(run.stdout).toContain('resetPasswordRedirectURL: "https://example.com/account/reset"');
    expect(run.stdout).not.toContain('elementId');
    expect(syntaxErrors(run.stdout, 'ResetPassword.tsx')).toEqual([]);
  });

  it('refuses a config without passwords with the reset mount’s own message (exit 1)', async () => {
    const otp = join(dir, 'otp.json');
    await writeFile(
      otp,
      JSON.stringify({ publicToken: TOKEN, products: ['otp'], otpOptions: { methods: ['sms'] } }),
    );
    for (const format of ['reset-html', 'reset-react']) {
      const run = await runCli(['snippet', '--format', format, '--config', otp]);
      expect(run.code, format).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(
        'products: Error: The password reset widget needs "passwords" in products.',
      );
    }
  });

  it('init with passwords writes the same pages snippet prints, and names them', async () => {
    const target = await tempDir();
    const init = await runCli([
      'init',
      '--yes',
      '--dir',
      target,
      '--public-token',
      TOKEN,
      '--products',
      'passwords',
      '--bundle-url',
      '/w.js',
    ]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(/stytch-reset\.html\s+serve at your password reset URL/);
    expect(init.stdout).toMatch(/ResetPassword\.tsx\s+the reset form as a React component/);
    const written = await readFile(join(target, 'stytch-reset.html'), 'utf8');
    const printed = await runCli(['snippet', '--format', 'reset-html', '--bundle-url', '/w.js'], {
      cwd: target,
    });
    expect(printed.code).toBe(0);
    // The same page, but for the comment naming the command that made it.
    const uncommented = (html: string) => html.replace(/\(generated [^)]*\)/, '');
    expect(uncommented(written)).toBe(uncommented(printed.stdout));
    const options = mountOptionsIn(moduleScript(written), 'mountResetPassword');
    expect(options.config).toMatchObject({
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: 'http://localhost:3000/reset-password' },
    });
    const react = await readFile(join(target, 'ResetPassword.tsx'), 'utf8');
    expect(react).toContain('<StytchPasswordReset');
  });
});
