import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../widget/config/schema';
import type { Prompter } from '../prompts/prompter';
import { offerContrastFixes } from './contrast-fixes';

// init's offer for a theme below WCAG AA: a colour that passes, pair by pair, on a terminal;
// warnings with the fix for what stays.

const config = {
  publicToken: 'public-token-test-contrast',
  products: ['otp'],
  otpOptions: { methods: ['email'] },
  styles: { colors: { primary: '#8AB4F8' } },
} as ConfigFile;

/** A terminal that answers each confirm with the next of `answers`, and records what it asked. */
function terminal(answers: boolean[]): { prompter: Prompter; asked: string[]; notes: string[] } {
  const asked: string[] = [];
  const notes: string[] = [];
  const refuse = () => Promise.reject(new Error('not asked here'));
  return {
    asked,
    notes,
    prompter: {
      input: refuse,
      select: refuse,
      checkbox: refuse,
      note: (text) => notes.push(text),
      confirm: async ({ message }) => {
        asked.push(message);
        const answer = answers.shift();
        if (answer === undefined) throw new Error(`no answer left for: ${message}`);
        return answer;
      },
    },
  };
}

describe('offerContrastFixes', () => {
  it('on a terminal, a yes takes the passing colour and the theme passes', async () => {
    const { prompter, asked, notes } = terminal([true, true, true, true]);
    const { config: fixed, warnings } = await offerContrastFixes({ prompter }, config);
    expect(asked[0]).toMatch(
      /^Use #[0-9a-f]{6} for styles\.colors\.primary instead \(4\.\d\d:1\)\?$/,
    );
    expect(notes[0]).toContain(
      'Hard to read: styles.colors.primary #8AB4F8 on the default #FFFFFF',
    );
    expect(fixed.styles?.colors?.primary).not.toBe('#8AB4F8');
    expect(warnings).toEqual([]);
  });

  it('a no keeps the colour chosen, and the warning says how to fix it', async () => {
    const { prompter } = terminal([false, false, false, false]);
    const { config: kept, warnings } = await offerContrastFixes({ prompter }, config);
    expect(kept).toEqual(config);
    expect(warnings[0]).toMatch(/^warning: .*2\.11:1, below WCAG AA \(4\.5:1\) for text$/m);
    expect(warnings[1]).toMatch(/^ {4}fix: Set styles\.colors\.primary to #[0-9a-f]{6}/);
  });

  it('without a terminal nothing is changed unasked: warnings only', async () => {
    const { config: kept, warnings } = await offerContrastFixes({ prompter: null }, config);
    expect(kept).toEqual(config);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('a theme that passes asks nothing', async () => {
    const { prompter, asked } = terminal([]);
    const plain = { ...config, styles: { colors: { primary: '#19303D' } } } as ConfigFile;
    expect(await offerContrastFixes({ prompter }, plain)).toEqual({ config: plain, warnings: [] });
    expect(asked).toEqual([]);
  });
});
