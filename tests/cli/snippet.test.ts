import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, TOKEN, tempDir } from './run-cli';
import { importedBundle, moduleScript, mountOptionsIn, syntaxErrors } from './snippet-source';

let dir: string;
const config = {
  publicToken: TOKEN,
  apiUrl: 'http://localhost:4010',
  products: ['emailMagicLinks', 'otp'],
  otpOptions: { methods: ['sms'] },
  styles: { colors: { primary: '#112233' }, fontFamily: 'Inter</script><script>alert(1)' },
};

beforeAll(async () => {
  dir = await tempDir();
  await writeFile(join(dir, 'stytch-widget.config.json'), JSON.stringify(config));
});

describe('stytch-widget snippet', () => {
  it('html (the default): an element and a module script that mounts this config', async () => {
    const run = await runCli(['snippet', '--bundle-url', '/static/stytch-widget.js'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<div id="stytch-login"></div>');
    const script = moduleScript(run.stdout);
    expect(importedBundle(script)).toBe('/static/stytch-widget.js');
    expect(syntaxErrors(script, 'snippet.mjs')).toEqual([]);
    // The options are exactly the config, split as mountLogin takes them.
    const options = mountOptionsIn(script, 'mountLogin');
    const { publicToken, apiUrl, styles, ...widget } = config;
    expect(options).toEqual({
      elementId: '#stytch-login',
      publicToken,
      apiUrl,
      config: widget,
      styles,
    });
    // A value cannot close the script element early.
    expect(script).not.toContain('</script>');
  });

  it('react: a component that compiles, with the config as props', async () => {
    const run = await runCli(['snippet', '--format', 'react'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("import { StytchLogin } from 'stytch-widget/react';");
    expect(run.stdout).toContain('export function LoginWidget()');
    expect(run.stdout).toContain(`publicToken="${TOKEN}"`);
    expect(run.stdout).toContain('apiUrl="http://localhost:4010"');
    expect(syntaxErrors(run.stdout, 'LoginWidget.tsx')).toEqual([]);
  });

  it('redirect: a page that finishes the login with authenticateFromUrl', async () => {
    const run = await runCli(['snippet', '--format', 'redirect', '--after-login-url', '/account'], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^<!doctype html>/);
    const script = moduleScript(run.stdout);
    expect(script).toContain('widget.authenticateFromUrl(');
    expect(script).toContain(`publicToken: "${TOKEN}"`);
    expect(script).toContain('apiUrl: "http://localhost:4010"');
    expect(script).toContain('window.location.replace("/account")');
    expect(syntaxErrors(script, 'redirect.mjs')).toEqual([]);
  });

  it('pins the published bundle by default', async () => {
    const run = await runCli(['snippet'], { cwd: dir });
    expect(run.stdout).toMatch(
      /import\('https:\/\/unpkg\.com\/stytch-widget@\d+\.\d+\.\d+[^/]*\/dist\/stytch-widget\.js'\)/,
    );
  });

  it('refuses an invalid config with its problems (exit 1)', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ publicToken: TOKEN, products: ['passkeys'] }));
    const run = await runCli(['snippet', '--config', bad]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('products: Error: Cannot use Passkeys by itself');
  });

  it('refuses an unknown format (exit 2)', async () => {
    const run = await runCli(['snippet', '--format', 'vue'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "argument 'vue' is invalid. Allowed choices are html, react, redirect, reset-html, reset-react, passkeys-html, passkeys-react.",
    );
  });

  it('--help names every format, the reset and passkey pages in both forms included', async () => {
    const run = await runCli(['snippet', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {2}reset-html {3}\(passwords\) the password reset page/m);
    expect(run.stdout).toMatch(/^ {2}reset-react {2}\(passwords\) the same reset form/m);
    expect(run.stdout).toContain(
      'stytch-widget snippet --format reset-html > public/stytch-reset.html',
    );
    expect(run.stdout).toMatch(
      /^ {2}passkeys-html\n {15}\(passkeys\) the page where logged-in users manage their passkeys/m,
    );
    expect(run.stdout).toMatch(/^ {2}passkeys-react\n {15}\(passkeys\) the same registration/m);
    expect(run.stdout).toContain(
      'stytch-widget snippet --format passkeys-react > src/PasskeyRegistration.tsx',
    );
    // Commander wraps option descriptions.
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(
      'default stytch-login; stytch-reset-password for the reset page, stytch-passkey-registration for the passkeys page',
    );
  });
});
