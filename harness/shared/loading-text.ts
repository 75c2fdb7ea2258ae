import { en } from '../../widget/i18n/en';
import type { Locale } from '../../widget/i18n/locales';

// The line an HTML snippet shows in the widget's place until the widget draws (and keeps when
// nothing could run at all): the widget's own "Loading" in the config's language.

const tables: Record<
  Exclude<Locale, 'en'>,
  () => Promise<{ strings: { 'common.loading': string } }>
> = {
  es: () => import('../../widget/i18n/locales/es'),
  fr: () => import('../../widget/i18n/locales/fr'),
  de: () => import('../../widget/i18n/locales/de'),
  'pt-BR': () => import('../../widget/i18n/locales/pt-BR'),
  ja: () => import('../../widget/i18n/locales/ja'),
  ar: () => import('../../widget/i18n/locales/ar'),
};

/** English for a language this build lacks (the widget shows its config error in English too). */
export async function loadingText(locale: string = 'en'): Promise<string> {
  const table = Object.hasOwn(tables, locale) ? tables[locale as keyof typeof tables] : undefined;
  const word = table ? (await table()).strings['common.loading'] : en['common.loading'];
  return `${word}…`;
}
