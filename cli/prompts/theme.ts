import { toCssLength } from '../../widget/config/css-length';
import type { ThemeAnswers } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import { type AskContext, answer, parseBoolean, parseWith } from './ask';
import { colorProblem, lengthProblem, urlProblem } from './checks';
import type { Prompter } from './prompter';

/**
 * The widget's default theme, offered as the default answers so pressing Enter keeps the look
 * an unthemed mount has.
 */
export const THEME_DEFAULTS = {
  primary: '#19303D',
  secondary: '#5C727D',
  success: '#0C5A56',
  error: '#8B1214',
  backgroundColor: '#FFFFFF',
  borderRadius: '8px',
  width: '400px',
  buttonRadius: '4px',
  fontFamily: 'Arial',
} as const;

export const THEME_FLAGS: FlagSpec[] = [
  {
    flags: '--customize-theme',
    description: 'ask about colours, shapes and font (default: the widget theme)',
  },
  { flags: '--no-customize-theme', description: 'keep the default theme' },
  {
    flags: '--primary-color <color>',
    description: `theme: primary colour (default ${THEME_DEFAULTS.primary})`,
  },
  {
    flags: '--secondary-color <color>',
    description: `theme: secondary colour (default ${THEME_DEFAULTS.secondary})`,
  },
  {
    flags: '--success-color <color>',
    description: `theme: success colour (default ${THEME_DEFAULTS.success})`,
  },
  {
    flags: '--error-color <color>',
    description: `theme: error colour (default ${THEME_DEFAULTS.error})`,
  },
  {
    flags: '--background-color <color>',
    description: `theme: container background (default ${THEME_DEFAULTS.backgroundColor})`,
  },
  {
    flags: '--border-radius <length>',
    description: `theme: container corner radius (default ${THEME_DEFAULTS.borderRadius})`,
  },
  {
    flags: '--width <length>',
    description: `theme: container width (default ${THEME_DEFAULTS.width})`,
  },
  {
    flags: '--button-radius <length>',
    description: `theme: button corner radius (default ${THEME_DEFAULTS.buttonRadius})`,
  },
  {
    flags: '--font-family <font>',
    description: `theme: font (default ${THEME_DEFAULTS.fontFamily})`,
  },
  { flags: '--logo-url <url>', description: 'theme: logo image above the header (default none)' },
  { flags: '--header', description: 'show the header "Sign up or log in" (default)' },
  { flags: '--no-header', description: 'hide the header' },
  {
    flags: '--shadow-dom',
    description:
      'render inside a shadow root (isolates styles; hides inputs from some password managers)',
  },
  { flags: '--no-shadow-dom', description: 'render in the page (default)' },
];

type TextKey = keyof typeof THEME_DEFAULTS;

const TEXT_QUESTIONS: {
  key: TextKey;
  flag: string;
  flagKey: keyof InitFlags;
  message: string;
  check: (v: string) => string | null;
  /** What is written for a valid answer (a bare length becomes pixels). */
  written?: (v: string) => string;
}[] = [
  {
    key: 'primary',
    flag: '--primary-color',
    flagKey: 'primaryColor',
    message: 'Primary colour (buttons, links)',
    check: colorProblem,
  },
  {
    key: 'secondary',
    flag: '--secondary-color',
    flagKey: 'secondaryColor',
    message: 'Secondary colour (secondary text)',
    check: colorProblem,
  },
  {
    key: 'success',
    flag: '--success-color',
    flagKey: 'successColor',
    message: 'Success colour',
    check: colorProblem,
  },
  {
    key: 'error',
    flag: '--error-color',
    flagKey: 'errorColor',
    message: 'Error colour',
    check: colorProblem,
  },
  {
    key: 'backgroundColor',
    flag: '--background-color',
    flagKey: 'backgroundColor',
    message: 'Container background',
    check: colorProblem,
  },
  {
    key: 'borderRadius',
    flag: '--border-radius',
    flagKey: 'borderRadius',
    message: 'Container corner radius',
    check: lengthProblem,
    written: toCssLength,
  },
  {
    key: 'width',
    flag: '--width',
    flagKey: 'width',
    message: 'Container width',
    check: lengthProblem,
    written: toCssLength,
  },
  {
    key: 'buttonRadius',
    flag: '--button-radius',
    flagKey: 'buttonRadius',
    message: 'Button corner radius',
    check: lengthProblem,
    written: toCssLength,
  },
  {
    key: 'fontFamily',
    flag: '--font-family',
    flagKey: 'fontFamily',
    message: 'Font family',
    check: (v) => (v ? null : 'expected a font name, e.g. "Arial"'),
  },
];

function logoProblem(value: string): string | null {
  return value === '' ? null : urlProblem(value);
}

/** The text answers a theme holds, by question (what an earlier answer starts the questions from). */
function textValuesOf(theme: ThemeAnswers | undefined): Partial<Record<TextKey, string>> {
  const values: Partial<Record<TextKey, string>> = {
    ...theme?.colors,
    ...(theme?.container ?? {}),
    ...(theme?.buttonRadius ? { buttonRadius: theme.buttonRadius } : {}),
    ...(theme?.fontFamily ? { fontFamily: theme.fontFamily } : {}),
  };
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key in THEME_DEFAULTS && value !== undefined),
  ) as Partial<Record<TextKey, string>>;
}

/**
 * The theme questions. `previous` (the answers before, when "Change → Theme" asks again) is
 * where each question starts: a custom theme stays custom, each colour and shape its own.
 */
export async function askTheme(
  context: AskContext,
  flags: InitFlags,
  previous: { theme?: ThemeAnswers; enableShadowDOM?: boolean } = {},
): Promise<{ theme: ThemeAnswers; enableShadowDOM: boolean }> {
  const before = textValuesOf(previous.theme);
  const start = (key: TextKey): string => before[key] ?? THEME_DEFAULTS[key];
  const wasCustom = (Object.keys(before) as TextKey[]).some(
    (key) => before[key] !== THEME_DEFAULTS[key],
  );
  const customize = await answer(context, {
    flag: '--customize-theme',
    given: flags.customizeTheme,
    default: wasCustom,
    parse: parseBoolean,
    ask: (prompter) =>
      prompter.confirm({
        message: `Customise colours and shapes? (default: primary ${THEME_DEFAULTS.primary}, radius ${THEME_DEFAULTS.borderRadius}, ${THEME_DEFAULTS.fontFamily})`,
        default: wasCustom,
      }),
  });
  // Without customising, flags still apply; nothing else is asked.
  const themeContext: AskContext = customize ? context : { prompter: null };
  const values = { ...THEME_DEFAULTS, ...before } as Record<TextKey, string>;
  for (const q of TEXT_QUESTIONS) {
    const written = q.written ?? ((value: string) => value);
    values[q.key] = await answer(themeContext, {
      flag: q.flag,
      given: flags[q.flagKey] as string | undefined,
      default: start(q.key),
      parse: (raw) => written(parseWith((text) => text.trim(), q.check)(raw)),
      ask: async (prompter: Prompter) =>
        written(
          (
            await prompter.input({
              message: q.message,
              default: start(q.key),
              validate: (value) => q.check(value.trim()),
            })
          ).trim(),
        ),
    });
  }
  const logoImageUrl = await answer(context, {
    flag: '--logo-url',
    given: flags.logoUrl,
    default: previous.theme?.logoImageUrl ?? '',
    parse: parseWith((raw) => raw.trim(), logoProblem),
    ask: async (prompter) =>
      (
        await prompter.input({
          message: 'Logo image URL (shown above the header; empty for none)',
          default: previous.theme?.logoImageUrl ?? '',
          validate: (value) => logoProblem(value.trim()),
        })
      ).trim(),
  });
  const showHeader = await answer(context, {
    flag: '--header',
    given: flags.header,
    default: !previous.theme?.hideHeaderText,
    parse: parseBoolean,
    ask: (prompter) =>
      prompter.confirm({
        message: 'Show the header "Sign up or log in"?',
        default: !previous.theme?.hideHeaderText,
      }),
  });
  const enableShadowDOM = await answer(context, {
    flag: '--shadow-dom',
    given: flags.shadowDom,
    default: previous.enableShadowDOM ?? false,
    parse: parseBoolean,
    ask: (prompter) =>
      prompter.confirm({
        message:
          'Render inside a shadow DOM? (isolates styles; some password managers cannot see its inputs)',
        default: previous.enableShadowDOM ?? false,
      }),
  });
  const changed = (keys: TextKey[]) => keys.some((key) => values[key] !== THEME_DEFAULTS[key]);
  const theme: ThemeAnswers = { logoImageUrl, hideHeaderText: !showHeader };
  // Written when customised (or changed by a flag), so the config shows what was chosen.
  if (customize || changed(['primary', 'secondary', 'success', 'error'])) {
    theme.colors = {
      primary: values.primary,
      secondary: values.secondary,
      success: values.success,
      error: values.error,
    };
  }
  if (customize || changed(['backgroundColor', 'borderRadius', 'width'])) {
    theme.container = {
      backgroundColor: values.backgroundColor,
      borderRadius: values.borderRadius,
      width: values.width,
    };
  }
  if (customize || changed(['buttonRadius'])) theme.buttonRadius = values.buttonRadius;
  if (customize || changed(['fontFamily'])) theme.fontFamily = values.fontFamily;
  return { theme, enableShadowDOM };
}
