import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../../cli/errors';
import { acceptDefaults, erase, interactiveInit, screen, toggle } from './prompt-screen';
import { TOKEN, tempDir } from './run-cli';

// The interactive init, on @inquirer/testing's virtual terminal. Product rows, in order (only
// the products this build can show): 0 Email magic links (checked by default), 1 One-time passcodes.

async function rejection(promise: Promise<unknown>): Promise<CliError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}

async function answerToken(run: ReturnType<typeof interactiveInit>): Promise<void> {
  await run.next();
  run.answer(TOKEN);
  await run.next();
}

describe('interactive init', () => {
  it("checks the public token with the product's messages before moving on", async () => {
    const run = interactiveInit({ dir: await tempDir() });
    expect(await run.next()).toContain('Public token');
    run.answer('abc');
    expect(await run.next()).toContain('Expected "public-token-...", got abc.');
    erase(3);
    run.answer(TOKEN);
    expect(await run.next()).toContain('Which ways to sign up and log in?');
    screen.keypress({ name: 'c', ctrl: true });
    await rejection(run.result);
  });

  it('offers only the products this build can show, and refuses none picked', async () => {
    const dir = await tempDir();
    const run = interactiveInit({ dir });
    await answerToken(run);
    const products = screen.getScreen();
    expect(products).toContain('Email magic links');
    expect(products).toContain('One-time passcodes');
    expect(products).toContain('Passwords');
    expect(products).toContain('Passkeys');
    expect(products).toContain('Social sign-in (OAuth)');
    expect(products).toContain('Crypto wallets');
    toggle(0); // magic links off: nothing picked
    screen.keypress('enter');
    expect(await run.next()).toContain('pick at least one product');
    toggle(1); // one-time passcodes on
    screen.keypress('enter');
    expect(await run.next()).toContain('One-time passcodes: send them by');
    const prompts = await acceptDefaults(run.result);
    const result = await run.result;
    expect(result.config.products).toEqual(['otp']);
    expect(result.config.otpOptions).toEqual({ methods: ['email'], expirationMinutes: 5 });
    expect(prompts.join('\n')).not.toContain('Magic links');
  });

  it('offers no email passcodes next to magic links, and says why', async () => {
    const run = interactiveInit({ dir: await tempDir() });
    await answerToken(run);
    toggle(1); // keep magic links, add one-time passcodes
    screen.keypress('enter');
    const methods = await run.next();
    expect(methods).toContain('One-time passcodes: send them by');
    expect(methods).toMatch(
      /Email.*not with email magic links: "Error: Cannot use both EML and Email OTP"/,
    );
    expect(methods).toMatch(/◉ Text message \(SMS\)/); // the default moves to SMS
    // Listed last, so the cursor starts on SMS.
    expect(methods.indexOf('Email not with')).toBeGreaterThan(methods.indexOf('WhatsApp'));
    screen.keypress('space'); // unpick SMS
    screen.keypress('enter');
    expect(await run.next()).toContain('pick at least one way to send the passcode');
    toggle(2); // the cursor to Email, which cannot be picked (key presses render at once)
    expect(screen.getScreen()).toContain('This option is disabled and cannot be toggled.');
    toggle(-1); // WhatsApp
    screen.keypress('enter');
    expect(await run.next()).toContain('minutes before a code expires');
    erase(1);
    run.answer('10');
    const prompts = await acceptDefaults(run.result);
    const { config } = await run.result;
    expect(config.otpOptions).toEqual({ methods: ['whatsapp'], expirationMinutes: 10 });
    expect(config.emailMagicLinksOptions).toMatchObject({ loginExpirationMinutes: 30 });
    expect(
      prompts.some((p) => p.includes('Magic links: minutes before a login link expires')),
    ).toBe(true);
  });

  it('theme: offers the default theme and refuses what is not a CSS colour', async () => {
    const run = interactiveInit({
      dir: await tempDir(),
      products: 'otp',
      otpMethods: 'sms',
      sessionDuration: '45',
    });
    await run.next();
    run.answer(TOKEN);
    expect(await run.next()).toContain('minutes before a code expires');
    screen.keypress('enter');
    expect(await run.next()).toContain('Customise colours and shapes?');
    run.answer('y');
    const primary = await run.next();
    expect(primary).toContain('Primary colour');
    expect(primary).toContain('#19303D');
    run.answer('blurple');
    expect(await run.next()).toContain(
      'must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy" (got "blurple")',
    );
    erase(7);
    run.answer('rebeccapurple');
    await run.next();
    await acceptDefaults(run.result);
    const { config } = await run.result;
    expect(config.sessionOptions).toEqual({ sessionDurationMinutes: 45 });
    expect(config.styles?.colors).toEqual({
      primary: 'rebeccapurple',
      secondary: '#5C727D',
      success: '#0C5A56',
      error: '#8B1214',
    });
    expect(config.styles?.container).toEqual({
      backgroundColor: '#FFFFFF',
      borderRadius: '8px',
      width: '400px',
    });
  });

  it('Ctrl-C exits with 130 and writes nothing', async () => {
    const dir = await tempDir();
    const run = interactiveInit({ dir });
    await answerToken(run);
    screen.keypress('enter'); // the default product
    await run.next();
    screen.keypress({ name: 'c', ctrl: true });
    const error = await rejection(run.result);
    expect(error.exitCode).toBe(130);
    expect(error.message).toBe('Cancelled; nothing was written.');
    expect(await readdir(dir)).toEqual([]);
  });

  it('asks before overwriting, keeps the file on "no"', async () => {
    const dir = await tempDir();
    const file = join(dir, 'stytch-widget.config.json');
    await writeFile(file, '{"mine": true}\n');
    const run = interactiveInit({ dir });
    expect(await run.next()).toContain('stytch-widget.config.json already exists. Overwrite?');
    run.answer('n');
    const error = await rejection(run.result);
    expect(error.exitCode).toBe(1);
    expect(error.message).toBe('Kept stytch-widget.config.json; nothing was written.');
    expect(await readFile(file, 'utf8')).toBe('{"mine": true}\n');
    expect(await readdir(dir)).toEqual(['stytch-widget.config.json']);
  });

  it('overwrites on "yes": the old config and snippet file are replaced by the new ones', async () => {
    const dir = await tempDir();
    const configFile = join(dir, 'stytch-widget.config.json');
    const page = join(dir, 'stytch-login.html');
    await writeFile(configFile, '{"mine": true}\n');
    await writeFile(page, 'my page');
    const run = interactiveInit({ dir, products: 'otp', otpMethods: 'email' });
    expect(await run.next()).toContain('stytch-widget.config.json already exists. Overwrite?');
    run.answer('y');
    await run.next();
    run.answer(TOKEN);
    await run.next();
    // Defaults for the remaining questions, up to the second question about files in the way.
    for (let guard = 0; !screen.getScreen().includes('already exists. Overwrite?'); guard++) {
      expect(guard).toBeLessThan(30);
      screen.keypress('enter');
      await run.next();
    }
    expect(screen.getScreen()).toContain('stytch-login.html already exists. Overwrite?');
    run.answer('y');
    const { config } = await run.result;
    expect(config).toMatchObject({
      publicToken: TOKEN,
      products: ['otp'],
      otpOptions: { methods: ['email'] },
    });
    const written = await readFile(configFile, 'utf8');
    expect(written).not.toContain('mine');
    expect(JSON.parse(written)).toEqual(config);
    const html = await readFile(page, 'utf8');
    expect(html).not.toContain('my page');
    expect(html).toContain('data-stytch-widget="mountLogin"');
    expect(html).toContain(TOKEN);
  });

  it('asks again for snippet files in the way; "no" there writes nothing, not even the config', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'stytch-widget.config.json'), '{}');
    await writeFile(join(dir, 'stytch-login.html'), 'my page');
    const run = interactiveInit({ dir, products: 'otp', otpMethods: 'email' });
    expect(await run.next()).toContain('already exists. Overwrite?');
    run.answer('y');
    await run.next();
    run.answer(TOKEN);
    await run.next();
    const prompts = await acceptDefaults(run.result);
    expect(prompts.at(-1)).toContain('stytch-login.html already exists. Overwrite?');
    // acceptDefaults pressed enter: the default is "no", so nothing at all was written.
    const error = await rejection(run.result);
    expect(error.exitCode).toBe(1);
    expect(await readFile(join(dir, 'stytch-widget.config.json'), 'utf8')).toBe('{}');
    expect(await readFile(join(dir, 'stytch-login.html'), 'utf8')).toBe('my page');
    expect(existsSync(join(dir, 'LoginWidget.tsx'))).toBe(false);
  });
});
