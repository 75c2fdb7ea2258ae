import { describe, expect, it } from 'vitest';
import {
  acceptDefaults,
  acceptUntil,
  erase,
  interactiveInit,
  screen,
  toggle,
} from './prompt-screen';
import { TOKEN, tempDir } from './run-cli';

// The summary after init's questions, on @inquirer/testing's virtual terminal. Product rows:
// 0 Email magic links (checked by default), 1 One-time passcodes, 2 Passwords, 3 Social sign-in.
// Summary rows: 0 Write these files, 1 Public token, 2 Ways to sign up and log in, …

const SUMMARY = 'Write these files, or change an answer?';

describe('init: the summary before writing', () => {
  it('changes the products: asks the new products’ options, drops the old ones’, then writes', async () => {
    const run = interactiveInit({ dir: await tempDir() });
    await run.next();
    run.answer(TOKEN);
    await run.next();
    const first = await acceptUntil(run.result, SUMMARY);
    expect(first).toContain('Write these files');
    expect(first).toContain('Change: Ways to sign up and log in');
    expect(first).toContain('Change: Magic links');
    expect(first).toContain('Change: What init writes'); // every section on one page
    expect(run.notes.join('')).toContain('products: emailMagicLinks');
    screen.keypress('down');
    screen.keypress('down');
    screen.keypress('enter');
    expect(await run.next()).toContain('Which ways to sign up and log in?');
    toggle(0); // magic links off
    toggle(1); // one-time passcodes on
    screen.keypress('enter');
    expect(await run.next()).toContain('One-time passcodes: send them by');
    screen.keypress('enter'); // email
    expect(await run.next()).toContain('minutes before a code expires');
    erase(1);
    run.answer('10');
    // Straight back to the summary: the other answers stand.
    const second = await run.next();
    expect(second).toContain(SUMMARY);
    expect(second).toContain('Change: One-time passcodes');
    expect(second).not.toContain('Change: Magic links');
    expect(second).not.toContain('Change: Redirect URLs');
    expect(run.notes.join('').split('Your answers:').at(-1)).toContain('products: otp');
    // Changing again starts from the answers given, not from the defaults.
    screen.keypress('down');
    screen.keypress('down');
    screen.keypress('enter');
    const products = await run.next();
    expect(products).toMatch(/◯ Email magic links/);
    expect(products).toMatch(/◉ One-time passcodes/);
    screen.keypress('enter');
    expect(await run.next()).toMatch(/◉ Email/);
    screen.keypress('enter');
    expect(await run.next()).toMatch(/minutes before a code expires, 1 to 10 \(10\)/);
    screen.keypress('enter');
    expect(await run.next()).toContain(SUMMARY);
    screen.keypress('enter'); // Write these files
    const { config } = await run.result;
    expect(config.products).toEqual(['otp']);
    expect(config.otpOptions).toEqual({ methods: ['email'], expirationMinutes: 10 });
    expect(config.emailMagicLinksOptions).toBeUndefined();
  });

  it('asks again what depends on a changed answer only: the API and the bundle after the token', async () => {
    const run = interactiveInit({ dir: await tempDir(), products: 'otp', otpMethods: 'email' });
    await run.next();
    run.answer(TOKEN);
    await run.next();
    await acceptUntil(run.result, SUMMARY);
    screen.keypress('down'); // Public token
    screen.keypress('enter');
    expect(await run.next()).toContain('Public token');
    run.answer('public-token-live-123');
    // A live token: the API question again, now defaulting to Stytch's servers.
    expect(await run.next()).toContain('Which API should the widget talk to?');
    screen.keypress('enter');
    // Stytch's servers: the bundle question again, now defaulting to the CDN.
    expect(await run.next()).toContain('Where will your page load the widget from?');
    screen.keypress('enter');
    expect(await run.next()).toContain(SUMMARY);
    screen.keypress('enter');
    const { config } = await run.result;
    expect(config.publicToken).toBe('public-token-live-123');
    expect(config.apiUrl).toBeUndefined();
    expect(config.products).toEqual(['otp']);
  });
});

describe('init asks only questions that can matter', () => {
  it('no One Tap question when OAuth is not the only product', async () => {
    const run = interactiveInit({ dir: await tempDir() });
    await run.next();
    run.answer(TOKEN);
    await run.next();
    toggle(0); // magic links off
    toggle(1); // one-time passcodes on
    toggle(2); // social sign-in on
    screen.keypress('enter');
    const prompts = await acceptDefaults(run.result);
    expect(prompts.join('\n')).toContain('Social sign-in: which providers?');
    expect(prompts.join('\n')).not.toContain('One Tap');
    const { config } = await run.result;
    expect(config.products).toEqual(['otp', 'oauth']);
    expect(config.oauthOptions?.providers).toEqual([{ type: 'google' }]);
  });
});
