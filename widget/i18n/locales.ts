import { closest } from '../config/did-you-mean';

/** The languages the widget ships, by BCP 47 tag; English is built in, the rest load lazily. */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Languages written right to left: the widget root gets `dir="rtl"`. */
export function isRtl(locale: Locale): boolean {
  return locale === 'ar';
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * Why `locale` is not one the widget ships (undefined when it is, or when it is left out).
 * The mount and `stytch-widget validate` both say this, in the same words.
 */
export function localeProblem(value: unknown): string | undefined {
  if (value === undefined || isLocale(value)) return undefined;
  const list = LOCALES.map((id) => `"${id}"`).join(', ');
  const guess = typeof value === 'string' ? closest(value, [...LOCALES]) : undefined;
  const shown = typeof value === 'string' ? `"${value}"` : String(value);
  return `unknown locale ${shown}; expected one of ${list}${guess ? `; did you mean "${guess}"?` : ''}`;
}
