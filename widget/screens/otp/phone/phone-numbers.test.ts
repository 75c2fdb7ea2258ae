import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  DEFAULT_COUNTRY,
  formatNational,
  isCountryCode,
  parsePhone,
} from './phone-numbers';

describe('countryOptions', () => {
  it('labels every region "+{dial code} {English name}", sorted by name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options.find((o) => o.code === 'US')?.label).toBe('+1 United States');
    expect(options.find((o) => o.code === 'GB')?.label).toBe('+44 United Kingdom');
    expect(options.find((o) => o.code === 'BR')?.label).toBe('+55 Brazil');
    for (const option of options) expect(option.label).toMatch(/^\+\d{1,4} \S/);
    const names = options.map((o) => o.label.replace(/^\+\d+ /, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives each region a short "{region code} +{dial code}" face for the collapsed selector', () => {
    const options = countryOptions();
    expect(options.find((o) => o.code === 'US')?.short).toBe('US +1');
    expect(options.find((o) => o.code === 'GB')?.short).toBe('GB +44');
    for (const option of options) expect(option.short).toMatch(/^[A-Z]{2} \+\d{1,4}$/);
  });

  it('defaults to the US', () => {
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});

describe('formatNational', () => {
  it('formats as far as the digits go, for the chosen country', () => {
    expect(formatNational('', 'US')).toBe('');
    expect(formatNational('213', 'US')).toBe('(213)');
    expect(formatNational('2133734253', 'US')).toBe('(213) 373-4253');
    expect(formatNational('07400123456', 'GB')).toBe('07400 123456');
  });
});

describe('parsePhone', () => {
  it('returns E.164 and an international display form for a valid number', () => {
    expect(parsePhone('(213) 373-4253', 'US')).toEqual({
      e164: '+12133734253',
      international: '+1 213 373 4253',
    });
    expect(parsePhone('07400 123456', 'GB')?.e164).toBe('+447400123456');
  });

  it('rejects what is not a valid number for the chosen country', () => {
    expect(parsePhone('', 'US')).toBeNull();
    expect(parsePhone('123', 'US')).toBeNull();
    expect(parsePhone('(213) 373-425', 'US')).toBeNull();
    // A valid US number read as a British one is not valid.
    expect(parsePhone('2133734253', 'GB')).toBeNull();
  });
});
