import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

// Loaded lazily (see usePhoneNumbers.ts): keep this module free of React and widget imports,
// so its chunk holds libphonenumber-js and nothing the main bundle also needs.

export type { CountryCode };

/** The spec's default region for the country selector. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

export interface CountryOption {
  code: CountryCode;
  /** '+{dial code} {English region name}', e.g. '+1 United States'. */
  label: string;
}

let options: CountryOption[] | null = null;

/** Every region libphonenumber knows, sorted by English name. Built once. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const names =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region' })
      : null;
  options = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ code, name, dial }) => ({ code, label: `+${dial} ${name}` }));
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
