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

export async function loadingText(locale: Locale = 'en'): Promise<string> {
  const word =
    locale === 'en' ? en['common.loading'] : (await tables[locale]()).strings['common.loading'];
  return `${word}…`;
}
