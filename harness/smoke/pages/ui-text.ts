import { en, format, type StringId, type Strings } from '../../../widget/i18n/en';
import { enCrypto } from '../../../widget/i18n/en-crypto';
import { enOAuth } from '../../../widget/i18n/en-oauth';
import { enOneTap } from '../../../widget/i18n/en-one-tap';
import { enPasskeys } from '../../../widget/i18n/en-passkeys';
import { enPasswords } from '../../../widget/i18n/en-passwords';
import { DEFAULT_LOCALE, type Locale } from '../../../widget/i18n/locales';
import { strings as ar } from '../../../widget/i18n/locales/ar';
import { strings as de } from '../../../widget/i18n/locales/de';
import { strings as es } from '../../../widget/i18n/locales/es';
import { strings as fr } from '../../../widget/i18n/locales/fr';
import { strings as ja } from '../../../widget/i18n/locales/ja';
import { strings as ptBr } from '../../../widget/i18n/locales/pt-BR';

// The page objects find elements by role and accessible name in the widget's own words, so
// they read the widget's own string tables: a config in German is driven in German.

const english: Strings = {
  ...en,
  ...enPasswords,
  ...enPasskeys,
  ...enOAuth,
  ...enCrypto,
  ...enOneTap,
};

// Typed by Locale: a language added to the widget must be added here too.
const tables: Record<Locale, Strings> = { en: english, es, fr, de, 'pt-BR': ptBr, ja, ar };

/** A string the widget shows, by id, with its `{placeholders}` filled. */
export type UiText = (id: StringId, values?: Record<string, string | number>) => string;

/** The widget's strings in `locale` (English by default). */
export function uiText(locale: Locale = DEFAULT_LOCALE): UiText {
  const table = tables[locale];
  return (id, values) => format(table[id], values);
}

/** English, what the page objects use unless told the widget's language. */
export const englishText: UiText = uiText();

/**
 * The value in place of the template's one `{placeholder}` when `text` is that template filled
 * in ('Weiter mit Google' → 'Google' for 'Weiter mit {provider}'), else undefined.
 */
export function placeholderValue(template: string, text: string): string | undefined {
  const [before, after, ...more] = template.split(/\{\w+\}/);
  if (before === undefined || after === undefined || more.length) return undefined;
  const fits =
    text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after);
  return fits ? text.slice(before.length, text.length - after.length) : undefined;
}
