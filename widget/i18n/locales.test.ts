import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLocale } from './load-locale';
import { LOCALES, localeProblem } from './locales';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every English table: en.ts and each product's en-*.ts, found on disk so a new one is not missed. */
async function englishStrings(): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  const files = readdirSync(here).filter((name) => /^en(-[\w-]+)?\.ts$/.test(name));
  for (const file of files) {
    const module = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null) continue;
      const entries = Object.entries(value);
      if (entries.length && entries.every(([, text]) => typeof text === 'string')) {
        Object.assign(all, value);
      }
    }
  }
  return all;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

const translated = LOCALES.filter((locale) => locale !== 'en');

describe('bundled languages', () => {
  it('ships one chunk per language besides English, each found on disk', () => {
    const files = readdirSync(`${here}locales`)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...translated].sort());
  });

  it.each(translated)('%s has every string id of every product, and no other', async (locale) => {
    const english = await englishStrings();
    expect(Object.keys(english).length).toBeGreaterThan(100);
    const table = await loadLocale(locale);
    const missing = Object.keys(english).filter((id) => !(id in table));
    const extra = Object.keys(table).filter((id) => !(id in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(translated)(
    '%s keeps exactly the placeholders of each English string',
    async (locale) => {
      const english = await englishStrings();
      const table = (await loadLocale(locale)) as Record<string, string>;
      const wrong = Object.entries(english)
        .filter(([id, text]) => {
          const theirs = table[id];
          return theirs !== undefined && placeholders(theirs).join() !== placeholders(text).join();
        })
        .map(([id]) => id);
      expect(wrong).toEqual([]);
    },
  );

  it.each(translated)('%s translates the sentences (not English left in place)', async (locale) => {
    const english = await englishStrings();
    const table = (await loadLocale(locale)) as Record<string, string>;
    // Short names (Gmail, WhatsApp, wallet brands, the phone format) are the same in every
    // language; anything with three words or more must differ from the English.
    const untouched = Object.entries(english)
      .filter(([id, text]) => text.split(' ').length >= 3 && table[id] === text)
      .map(([id]) => id);
    expect(untouched).toEqual([]);
  });
});

describe('localeProblem', () => {
  it('accepts the shipped languages and leaving it out', () => {
    for (const locale of LOCALES) expect(localeProblem(locale)).toBeUndefined();
    expect(localeProblem(undefined)).toBeUndefined();
  });

  it('names the shipped languages and guesses a near miss', () => {
    expect(localeProblem('pt')).toBe(
      'unknown locale "pt"; expected one of "en", "es", "fr", "de", "pt-BR", "ja", "ar"; did you mean "pt-BR"?',
    );
    expect(localeProblem('xx-YY')).toBe(
      'unknown locale "xx-YY"; expected one of "en", "es", "fr", "de", "pt-BR", "ja", "ar"',
    );
    expect(localeProblem(3)).toMatch(/^unknown locale 3; expected one of/);
  });
});
