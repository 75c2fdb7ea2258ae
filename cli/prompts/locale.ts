import { DEFAULT_LOCALE, LOCALES, type Locale, localeProblem } from '../../widget/i18n/locales';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer } from './ask';

/** Each shipped language, named in itself and in English, for the prompt's list. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español (Spanish)',
  fr: 'Français (French)',
  de: 'Deutsch (German)',
  'pt-BR': 'Português do Brasil (Portuguese, Brazil)',
  ja: '日本語 (Japanese)',
  ar: 'العربية (Arabic, right to left)',
};

export const LOCALE_FLAGS: FlagSpec[] = [
  {
    flags: '--locale <id>',
    description: `the widget's language: ${LOCALES.join(', ')} (default ${DEFAULT_LOCALE})`,
  },
];

/**
 * The widget's language. English is the widget's default, so it is left out of the config;
 * another one goes into the config file and from there into every snippet's mount call.
 */
export async function askLocale(
  context: AskContext,
  flags: InitFlags,
  /** The answer being changed (from init's summary), offered as the default. */
  previous?: Locale,
): Promise<Locale> {
  return answer<Locale>(context, {
    flag: '--locale',
    given: flags.locale,
    default: DEFAULT_LOCALE,
    parse: (raw) => {
      const problem = localeProblem(String(raw));
      if (problem) throw new AnswerError(problem);
      return raw as Locale;
    },
    ask: (prompter) =>
      prompter.select({
        message: "The widget's language",
        choices: LOCALES.map((value) => ({ value, name: LANGUAGE_NAMES[value] })),
        default: previous ?? DEFAULT_LOCALE,
      }),
  });
}
