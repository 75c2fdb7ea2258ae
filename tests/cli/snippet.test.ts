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
  it('html (the default): an element, a JSON data block with this config, and the loader beside the bundle', async () => {
    const run = await runCli(['snippet', '--bundle-url', '/static/stytch-widget.js'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<div id="stytch-login"><p role="status">Loading…</p></div>');
    const script = moduleScript(run.stdout);
    expect(importedBundle(script)).toBe('/static/stytch-widget.js');
    expect(script.loader).toBe('/static/embed.js');
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
    expect(script.json).not.toContain('</script>');
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
    expect(script.call).toBe('authenticateFromUrl');
    expect(JSON.parse(script.json)).toEqual({
      elementId: '#stytch-redirect-status',
      publicToken: TOKEN,
      apiUrl: 'http://localhost:4010',
      afterLoginUrl: '/account',
    });
    expect(run.stdout).toContain(
      '<p id="stytch-redirect-status" role="status">Signing you in…</p>',
    );
  });

  it('pins the published bundle by default', async () => {
    const run = await runCli(['snippet'], { cwd: dir });
    const { bundle, loader } = moduleScript(run.stdout);
    expect(bundle).toMatch(
      /^https:\/\/unpkg\.com\/stytch-widget@\d+\.\d+\.\d+[^/]*\/dist\/stytch-widget\.js$/,
    );
    // The loader is the published one beside it.
    expect(loader).toBe(bundle.replace(/stytch-widget\.js$/, 'embed.js'));
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
