import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, TOKEN, tempDir } from './run-cli';
import { importedBundle, moduleScript, mountOptionsIn, syntaxErrors } from './snippet-source';

// The passkey registration page: `snippet --format passkeys-html | passkeys-react`, and the
// files init writes with passkeys. Its mount options are the config's, split as the login
// snippet's are.

let dir: string;
const config = {
  publicToken: TOKEN,
  apiUrl: 'http://localhost:4010',
  products: ['otp', 'passkeys'],
  otpOptions: { methods: ['email'] },
  sessionOptions: { sessionDurationMinutes: 45 },
  styles: { colors: { primary: '#112233' } },
};

beforeAll(async () => {
  dir = await tempDir();
  await writeFile(join(dir, 'stytch-widget.config.json'), JSON.stringify(config));
});

const { publicToken, apiUrl, styles, ...widgetConfig } = config;

describe('the passkey registration page', () => {
  it('snippet --format passkeys-html: an element and a module script mounting passkey registration', async () => {
    const run = await runCli(['snippet', '--format', 'passkeys-html', '--bundle-url', '/w.js'], {
      cwd: dir,
    });
    expect(run.stderr).toBe('config: stytch-widget.config.json (found in this folder)\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '<div id="stytch-passkey-registration"><p role="status">Loading…</p></div>',
    );
    expect(run.stdout).toContain('`stytch-widget snippet --format passkeys-html`');
    // The page's two conditions, said where the snippet is pasted.
    expect(run.stdout).toContain('logged-in users');
    expect(run.stdout).toContain('http://localhost while developing (never an IP address)');
    const script = moduleScript(run.stdout);
    expect(importedBundle(script)).toBe('/w.js');
    expect(script.loader).toBe('/embed.js');
    expect(mountOptionsIn(script, 'mountPasskeyRegistration')).toEqual({
      elementId: '#stytch-passkey-registration',
      publicToken,
      apiUrl,
      config: widgetConfig,
      styles,
    });
  });

  it('--element-id applies to the passkey page too', async () => {
    const run = await runCli(['snippet', '--format', 'passkeys-html', '--element-id', 'keys'], {
      cwd: dir,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('<div id="keys"><p role="status">Loading…</p></div>');
    expect(mountOptionsIn(moduleScript(run.stdout), 'mountPasskeyRegistration').elementId).toBe(
      '#keys',
    );
  });

  it('snippet --format passkeys-react: a PasskeyRegistration component around StytchPasskeyRegistration', async () => {
    const run = await runCli(['snippet', '--format', 'passkeys-react'], { cwd: dir });
    expect(run.stderr).toBe('config: stytch-widget.config.json (found in this folder)\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "import { StytchPasskeyRegistration } from 'stytch-widget/react';",
    );
    expect(run.stdout).toContain('export function PasskeyRegistration()');
    expect(run.stdout).toContain('<StytchPasskeyRegistration');
    expect(run.stdout).toContain(`publicToken="${TOKEN}"`);
    expect(run.stdout).toContain('apiUrl="http://localhost:4010"');
    expect(run.stdout).toContain('products: [');
    expect(run.stdout).not.toContain('elementId');
    expect(syntaxErrors(run.stdout, 'PasskeyRegistration.tsx')).toEqual([]);
  });

  it('init with passkeys writes the same pages snippet prints, and names them', async () => {
    const target = await tempDir();
    const init = await runCli([
      'init',
      '--yes',
      '--dir',
      target,
      '--public-token',
      TOKEN,
      '--products',
      'otp,passkeys',
      '--otp-methods',
      'email',
      '--bundle-url',
      '/w.js',
    ]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(
      /stytch-passkeys\.html\s+serve where logged-in users manage passkeys/,
    );
    expect(init.stdout).toMatch(
      /PasskeyRegistration\.tsx\s+passkey registration as a React component/,
    );
    const written = await readFile(join(target, 'stytch-passkeys.html'), 'utf8');
    const printed = await runCli(
      ['snippet', '--format', 'passkeys-html', '--bundle-url', '/w.js'],
      { cwd: target },
    );
    expect(printed.code).toBe(0);
    // The same page, but for the comment naming the command that made it.
    const uncommented = (html: string) => html.replace(/\(generated [^)]*\)/, '');
    expect(uncommented(written)).toBe(uncommented(printed.stdout));
    expect(mountOptionsIn(moduleScript(written), 'mountPasskeyRegistration').config).toMatchObject({
      products: ['otp', 'passkeys'],
    });
    const react = await readFile(join(target, 'PasskeyRegistration.tsx'), 'utf8');
    expect(react).toContain('<StytchPasskeyRegistration');
  });

  it('init writes the passkey page only in the forms of the login snippet', async () => {
    const target = await tempDir();
    const init = await runCli([
      'init',
      '--yes',
      '--dir',
      target,
      '--public-token',
      TOKEN,
      '--products',
      'otp,passkeys',
      '--otp-methods',
      'email',
      '--snippets',
      'react',
    ]);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('PasskeyRegistration.tsx');
    expect(init.stdout).not.toContain('stytch-passkeys.html');
    await expect(readFile(join(target, 'stytch-passkeys.html'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('init without passkeys writes no passkey page', async () => {
    const target = await tempDir();
    const init = await runCli([
      'init',
      '--yes',
      '--dir',
      target,
      '--public-token',
      TOKEN,
      '--products',
      'otp',
      '--otp-methods',
      'email',
    ]);
    expect(init.code).toBe(0);
    expect(init.stdout).not.toMatch(/passkey/i);
  });

  it('--snippets passkeys-html is refused with how to get the page (exit 2)', async () => {
    const run = await runCli([
      'init',
      '--yes',
      '--dir',
      await tempDir(),
      '--public-token',
      TOKEN,
      '--snippets',
      'html,passkeys-html',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'unknown snippet format "passkeys-html"; with passkeys, html and react also write the passkey registration page in that form',
    );
  });
});
