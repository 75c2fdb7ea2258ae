// How a country reads in the phone form's selector, shared by the full list (phone-numbers.ts,
// lazy) and the default country the form draws with before that list has arrived. No imports:
// both the widget bundle and the phone-number chunk carry it.

export interface CountryOption {
  code: string;
  /** '+{dial code} {region name}', e.g. '+1 United States' (the name in the widget's language). */
  label: string;
  /** '{region code} +{dial code}', e.g. 'US +1': the collapsed selector's face. */
  short: string;
}

/** The product's default region for the country selector (US), and its dial code. */
export const DEFAULT_COUNTRY = 'US';
const DEFAULT_DIAL_CODE = '1';

/** A region's names in the widget's language (BCP 47), English as the fallback. */
export const regionNames = (locale: string): Intl.DisplayNames | null =>
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames([locale, 'en'], { type: 'region' })
    : null;

export function countryOption(code: string, dial: string, name: string): CountryOption {
  return { code, label: `+${dial} ${name}`, short: `${code} +${dial}` };
}

/**
 * The default country's option, for the form drawn before the full list has loaded. It names
 * the region by its code ('+1 US'): the first use of Intl in a page loads ICU's data (about
 * 20 ms, 80 ms on a slow phone), which would hold up the first render; the full list, which
 * names every region in the widget's language, comes with the phone helpers a moment later.
 * Collapsed, the selector shows the same face ('US +1') either way.
 */
export function defaultCountryOption(): CountryOption {
  return countryOption(DEFAULT_COUNTRY, DEFAULT_DIAL_CODE, DEFAULT_COUNTRY);
}
