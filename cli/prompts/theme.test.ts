import { describe, expect, it } from 'vitest';
import type { ThemeAnswers } from '../init/answers';
import type { Prompter } from './prompter';
import { askTheme } from './theme';

// "Change → Theme" from init's summary asks the theme again starting from the earlier answers:
// pressing enter through it keeps a custom theme as it was (it went back to the defaults, the
// custom colours lost, since the first question defaulted to No).

/** A terminal where every question is answered with its default (enter, enter, …). */
function enterThroughEverything(): { prompter: Prompter; asked: string[] } {
  const asked: string[] = [];
  const refuse = () => Promise.reject(new Error('not asked in the theme'));
  return {
    asked,
    prompter: {
      input: async ({ message, default: value }) => {
        asked.push(message);
        return value ?? '';
      },
      confirm: async ({ message, default: value }) => {
        asked.push(message);
        return value;
      },
      select: refuse,
      checkbox: refuse,
      note: () => undefined,
    },
  };
}

describe('askTheme asked again', () => {
  it('keeps every earlier answer when each question is accepted as it stands', async () => {
    const theme: ThemeAnswers = {
      colors: { primary: '#123456', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
      container: { backgroundColor: '#FFFAF0', borderRadius: '0px', width: '320px' },
      buttonRadius: '1rem',
      fontFamily: 'Georgia, serif',
      logoImageUrl: 'https://example.com/logo.png',
      hideHeaderText: true,
    };
    const { prompter, asked } = enterThroughEverything();
    const again = await askTheme({ prompter }, {}, { theme, enableShadowDOM: true });
    expect(again).toEqual({ theme, enableShadowDOM: true });
    // It asked the colour questions again (customising was the default), not only the yes/no.
    expect(asked).toContain('Primary colour (buttons, links)');
  });

  it('a first run starts from the widget defaults, not customised', async () => {
    const { prompter, asked } = enterThroughEverything();
    const first = await askTheme({ prompter }, {});
    expect(first).toEqual({
      theme: { logoImageUrl: '', hideHeaderText: false },
      enableShadowDOM: false,
    });
    expect(asked).not.toContain('Primary colour (buttons, links)');
  });
});
