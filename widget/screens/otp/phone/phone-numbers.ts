import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { type CountryOption, countryOption, regionNames } from './country-option';

// Loaded lazily (see usePhoneNumbers.ts): keep this module free of React and widget imports,
// so its chunk holds libphonenumber-js and nothing the main bundle also needs.

export { DEFAULT_COUNTRY } from './country-option';
export type { CountryCode, CountryOption };

const optionsByLocale = new Map<string, CountryOption[]>();

/**
 * Every region libphonenumber knows, named and sorted in the widget's language (a BCP 47 tag,
 * English by default). Built once per language.
 */
export function countryOptions(locale = 'en'): CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const names = regionNames(locale);
  const options = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ code, name, dial }) => countryOption(code, dial, name));
  optionsByLocale.set(locale, options);
  return options;
}

export function isCountryCode(value: string): value is CountryCode {
  return countryOptions().some((option) => option.code === value);
}

/** National format as far as the digits go: '2133' → '(213) 3' for the US. */
export function formatNational(digits: string, country: CountryCode): string {
  return digits ? new AsYouType(country).input(digits) : '';
}

export interface ParsedPhone {
  /** What the API gets: '+12133734253'. */
  e164: string;
  /** What the user reads on the next screen: '+1 213 373 4253'. */
  international: string;
}

/** The number as dialled from the chosen region, or null when it is not a valid number. */
export function parsePhone(value: string, country: CountryCode): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(value, country);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, international: parsed.formatInternational() };
}

export { reformatPhone } from './edit';
