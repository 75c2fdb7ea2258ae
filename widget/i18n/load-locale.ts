import { addStylesheetRules } from '../theme/stylesheet';
import type { Strings } from './en';
import type { Locale } from './locales';

/** A language's chunk: its strings, and the layout rules it needs (right-to-left ones for Arabic). */
interface LocaleChunk {
  strings: Strings;
  css?: string;
}

// One chunk per language, each with every string id of every product (English ones come with
// each product's chunk instead). This table is a lazy chunk too (useLocaleStrings.ts imports it
// when a mount asks for another language): a widget in English downloads none of it.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<LocaleChunk>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  ar: () => import('./locales/ar'),
};

const loading = new Map<Locale, Promise<Strings>>();

/** Fetches the language's chunk once; a failed fetch is forgotten, so a later mount retries. */
export function loadLocale(locale: Exclude<Locale, 'en'>): Promise<Strings> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then(({ strings, css }) => {
      if (css) addStylesheetRules(css);
      return strings;
    });
    loading.set(locale, promise);
    promise.catch(() => loading.delete(locale));
  }
  return promise;
}
