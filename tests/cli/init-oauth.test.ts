import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';
import { acceptDefaults, interactiveInit, screen, toggle } from './prompt-screen';
import { runCli, TOKEN, tempDir } from './run-cli';

// `init` with social sign-in: interactively on @inquirer/testing's virtual terminal, and by
// flags through the real binary. Product rows: 0 Email magic links (checked by default),
// 1 One-time passcodes, 2 Passwords, 3 Social sign-in (OAuth).

async function startWithOAuthOnly(dir: string) {
  const run = interactiveInit({ dir });
  await run.next();
  run.answer(TOKEN);
  await run.next();
  toggle(0); // magic links off
  toggle(3); // social sign-in on
  screen.keypress('enter');
  expect(await run.next()).toContain('Social sign-in: which providers?');
  return run;
}

describe('init with social sign-in', () => {
  it('asks the providers, One Tap and its position with Google, then the redirect URLs', async () => {
    const run = await startWithOAuthOnly(await tempDir());
    screen.keypress('enter'); // Google, checked by default
    expect(await run.next()).toContain('Google One Tap?');
    run.answer('y');
    expect(await run.next()).toContain('Where does One Tap show?');
    screen.keypress('down');
    screen.keypress('down');
    screen.keypress('enter'); // forceFloating
    expect(await run.next()).toContain('Redirect URL for logins');
    run.answer('');
    expect(await run.next()).toContain('Redirect URL for sign-ups');
    await acceptDefaults(run.result);
    const { config, written } = await run.result;
    expect(config.products).toEqual(['oauth']);
    expect(config.oauthOptions).toEqual({
      providers: [{ type: 'google', one_tap: true, position: 'forceFloating' }],
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/authenticate',
    });
    expect(validateLoginConfigFile(config)).toMatchObject({ ok: true });
    // The page the redirect URLs name is written too: it finishes the OAuth login.
    expect(written.map((file) => file.format)).toContain('redirect');
  });

  it('does not ask about One Tap without Google', async () => {
    const run = await startWithOAuthOnly(await tempDir());
    screen.keypress('space'); // Google off
    toggle(2); // + Apple
    screen.keypress('enter');
    expect(await run.next()).toContain('Redirect URL for logins');
    const prompts = await acceptDefaults(run.result);
    expect(prompts.join('\n')).not.toContain('One Tap');
    const { config } = await run.result;
    expect(config.oauthOptions?.providers).toEqual([{ type: 'apple' }]);
  });

  it('by flags: providers in the given order, One Tap, the redirect URLs; validate accepts it', async () => {
    const dir = await tempDir();
    const init = await runCli([
      'init',
      '--yes',
      '--dir',
      dir,
      '--public-token',
      TOKEN,
      '--products',
      'otp,oauth',
      '--otp-methods',
      'email',
      '--oauth-providers',
      'slack,google,linkedin',
      '--one-tap',
      '--one-tap-position',
      'embeddedonly',
      '--login-redirect-url',
      'https://example.com/in',
      '--signup-redirect-url',
      'https://example.com/up',
    ]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const file = join(dir, 'stytch-widget.config.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    expect(config.oauthOptions).toEqual({
      providers: [
        { type: 'slack' },
        { type: 'google', one_tap: true, position: 'embeddedOnly' },
        { type: 'linkedin' },
      ],
      loginRedirectURL: 'https://example.com/in',
      signupRedirectURL: 'https://example.com/up',
    });
    const validate = await runCli(['validate', file]);
    expect(validate.stderr).toBe('');
    expect(validate.code).toBe(0);
    const redirect = await readFile(join(dir, 'stytch-redirect.html'), 'utf8');
    expect(redirect).toContain('authenticateFromUrl');
  });

  it('lists the OAuth flags in --help', async () => {
    const help = (await runCli(['init', '--help'])).stdout;
    for (const flag of ['--oauth-providers <list>', '--one-tap', '--one-tap-position <position>']) {
      expect(help).toContain(flag);
    }
  });
});
