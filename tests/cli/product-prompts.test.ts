import { describe, expect, it } from 'vitest';
import { acceptDefaults, screen, toggle } from './prompt-screen';

// Loaded after prompt-screen, whose import routes @inquirer/prompts to the virtual terminal
// (a static import here would be evaluated first and reach the real prompts).
const load = async () => ({
  ...(await import('../../cli/prompts/oauth')),
  ...(await import('../../cli/prompts/passwords')),
  ...(await import('../../cli/prompts/inquirer-prompter')),
});

/** Waits until the virtual terminal shows `text` (the first render happens as a prompt starts). */
async function shows(text: string): Promise<void> {
  for (let i = 0; i < 100 && !screen.getScreen().includes(text); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(screen.getScreen()).toContain(text);
}

// The questions of products this build cannot show yet: init does not offer those products,
// so their questions are driven here directly, ready for the issue that switches each on.

async function prompter() {
  const { inquirerPrompter } = await load();
  const notes: string[] = [];
  return {
    notes,
    context: { prompter: inquirerPrompter({ notes: { write: (t: string) => notes.push(t) } }) },
  };
}

describe('OAuth questions', () => {
  it('providers, then One Tap and its position (OAuth alone, Google alone)', async () => {
    const { askOAuthOptions } = await load();
    const { context } = await prompter();
    const result = askOAuthOptions(context, {}, ['oauth']);
    await shows('Social sign-in: which providers?');
    screen.keypress('enter'); // Google, checked by default
    await screen.next();
    expect(screen.getScreen()).toContain('Google One Tap?');
    screen.type('y');
    screen.keypress('enter');
    await screen.next();
    expect(screen.getScreen()).toContain('Where does One Tap show?');
    screen.keypress('down'); // floating
    screen.keypress('enter');
    expect(await result).toEqual({
      providers: ['google'],
      oneTap: true,
      oneTapPosition: 'floating',
    });
  });

  it('no One Tap question where One Tap could never show', async () => {
    const { askOAuthOptions } = await load();
    const { context } = await prompter();
    const beside = askOAuthOptions(context, {}, ['oauth', 'otp']);
    await shows('Social sign-in: which providers?');
    screen.keypress('enter'); // Google alone, but OTP beside it
    expect(await beside).toEqual({ providers: ['google'], oneTap: false });
    const twoProviders = askOAuthOptions(context, {}, ['oauth']);
    await shows('Social sign-in: which providers?');
    toggle(3); // + GitHub
    screen.keypress('enter');
    expect(await twoProviders).toEqual({ providers: ['google', 'github'], oneTap: false });
  });

  it('checks flags as strictly as typed answers', async () => {
    const { askOAuthOptions } = await load();
    await expect(
      askOAuthOptions({ prompter: null }, { oauthProviders: 'gogle' }, ['oauth']),
    ).rejects.toThrow('unknown OAuth provider "gogle"; did you mean "google"?');
    await expect(
      askOAuthOptions({ prompter: null }, { oauthProviders: 'github', oneTap: true }, ['oauth']),
    ).rejects.toThrow('--one-tap: needs google');
  });
});

describe('password questions', () => {
  it('say where the strength policy comes from and ask the reset options', async () => {
    const { askPasswordOptions } = await load();
    const { context, notes } = await prompter();
    const result = askPasswordOptions(context, {});
    await shows('Passwords: URL of your reset-password page');
    const prompts = await acceptDefaults(result);
    expect(notes.join('')).toContain('the strength policy (zxcvbn, or LUDS');
    expect(prompts.join('\n')).toContain('Passwords: URL of your reset-password page');
    expect(await result).toEqual({
      resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
      resetPasswordExpirationMinutes: 30,
    });
  });
});
