import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../cli/config/json-schema';
import { checkEnvironment } from '../../cli/doctor/environment';
import type { InitFlags } from '../../cli/init/flags';
import { askApiUrl } from '../../cli/prompts/api';
import { askRedirects } from '../../cli/prompts/redirects';
import { askTheme } from '../../cli/prompts/theme';
import { askPublicToken } from '../../cli/prompts/token';
import type { ConfigFile } from '../../widget/config/schema';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';
import { loginModeInfo } from '../../widget/modes/login/info';
import { checkMountOptions } from '../../widget/mount/config-problems';
import { themeTokens } from '../../widget/theme/tokens';
import {
  cssColors,
  cssLengthNumbers,
  cssLengthStrings,
  httpUrls,
  publicTokens,
} from './value-arbitraries';

// Every check of a value agrees: `init`'s flag, `validate`, `doctor`, the JSON Schema and the
// widget's mount accept the same values. `init` may write a value in a normal form (trimmed, a
// bare length in pixels, an API URL without its trailing slash), and that form is accepted by
// all the others; what they accept, `init` accepts and writes unchanged or in that form.

const TOKEN = 'public-token-test-6c1d0e2f';
const base = { publicToken: TOKEN, products: ['emailMagicLinks' as const] };

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const schemaAccepts = ajv.compile(configJsonSchema());

const validateAccepts = (config: object) => validateLoginConfigFile(config).ok;
/** `doctor`'s config check (validate's) and, for the token, its environment check. */
const doctorAccepts = (config: object) => {
  const checked = validateLoginConfigFile(config);
  return checked.ok && !checkEnvironment(checked.value).some((f) => f.level === 'error');
};
const widgetAccepts = (config: Partial<ConfigFile>) => {
  const { publicToken, apiUrl, locale, styles, $schema: _, ...widgetConfig } = config;
  return (
    checkMountOptions(loginModeInfo.rules, publicToken, widgetConfig, styles, locale, apiUrl)
      .problems.length === 0
  );
};

interface Verdicts {
  validate: boolean;
  doctor: boolean;
  schema: boolean;
  widget: boolean;
}

function verdicts(config: Partial<ConfigFile>): Verdicts {
  return {
    validate: validateAccepts(config),
    doctor: doctorAccepts(config),
    schema: schemaAccepts(config),
    widget: widgetAccepts(config),
  };
}

const all = (accepted: boolean): Verdicts => ({
  validate: accepted,
  doctor: accepted,
  schema: accepted,
  widget: accepted,
});

/** What `init --flag value` writes, or null when it refuses the value. */
async function initWrites<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if ((error as Error).name === 'CliError') return null;
    throw error;
  }
}

/**
 * The property for one kind of value: `toConfig` puts a value where it goes in a config,
 * `init` answers the flag with it and returns what init writes (null: refused).
 */
async function agree(
  value: string,
  toConfig: (value: string) => Partial<ConfigFile>,
  init: (value: string) => Promise<string | null>,
): Promise<void> {
  const config = toConfig(value);
  const checked = verdicts(config);
  expect(checked, JSON.stringify(value)).toEqual(all(checked.validate));
  const written = await init(value);
  if (checked.validate) expect(written, JSON.stringify(value)).not.toBeNull();
  if (written !== null) {
    expect(verdicts(toConfig(written)), `${JSON.stringify(value)} written as ${written}`).toEqual(
      all(true),
    );
  }
}

const RUNS = { numRuns: 300, seed: 26 };
const none: InitFlags = {};

describe('every check of a value accepts the same values', () => {
  it('public tokens', async () => {
    await fc.assert(
      fc.asyncProperty(publicTokens, (token) =>
        agree(
          token,
          (publicToken) => ({ ...base, publicToken }),
          (raw) => initWrites(() => askPublicToken({ prompter: null }, { publicToken: raw })),
        ),
      ),
      RUNS,
    );
  });

  it('CSS lengths, typed as strings', async () => {
    await fc.assert(
      fc.asyncProperty(cssLengthStrings, (length) =>
        agree(
          length,
          (width) => ({ ...base, styles: { container: { width } } }),
          async (raw) =>
            (await initWrites(() => askTheme({ prompter: null }, { width: raw })))?.theme.container
              ?.width ?? null,
        ),
      ),
      RUNS,
    );
  });

  it('CSS lengths as JSON numbers (no init flag: flags are text)', () => {
    fc.assert(
      fc.property(cssLengthNumbers, (width) => {
        const checked = verdicts({ ...base, styles: { container: { width } } });
        expect(checked).toEqual(all(width >= 0));
      }),
      RUNS,
    );
  });

  it('CSS colours', async () => {
    await fc.assert(
      fc.asyncProperty(cssColors, (color) =>
        agree(
          color,
          (primary) => ({ ...base, styles: { colors: { primary } } }),
          async (raw) =>
            (await initWrites(() => askTheme({ prompter: null }, { primaryColor: raw })))?.theme
              .colors?.primary ?? null,
        ),
      ),
      RUNS,
    );
  });

  it('redirect URLs', async () => {
    await fc.assert(
      fc.asyncProperty(httpUrls, (url) =>
        agree(
          url,
          (loginRedirectURL) => ({ ...base, emailMagicLinksOptions: { loginRedirectURL } }),
          async (raw) =>
            (await initWrites(() => askRedirects({ prompter: null }, { loginRedirectUrl: raw })))
              ?.login ?? null,
        ),
      ),
      RUNS,
    );
  });

  it('the API URL', async () => {
    await fc.assert(
      fc.asyncProperty(httpUrls, (url) =>
        agree(
          url,
          (apiUrl) => ({ ...base, apiUrl }),
          async (raw) =>
            (await initWrites(() => askApiUrl({ prompter: null }, { apiUrl: raw }, TOKEN))) ?? null,
        ),
      ),
      RUNS,
    );
  });

  it('the logo URL (empty: no logo)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(httpUrls, fc.constant('')), (url) =>
        agree(
          url,
          (logoImageUrl) => ({ ...base, styles: { logo: { logoImageUrl } } }),
          async (raw) =>
            (await initWrites(() => askTheme({ prompter: null }, { ...none, logoUrl: raw })))?.theme
              .logoImageUrl ?? null,
        ),
      ),
      RUNS,
    );
  });
});

describe('an accepted length renders as written', () => {
  const { document } = new Window();
  const element = document.createElement('div');
  /** What the browser keeps of a width (happy-dom parses lengths as browsers do). */
  const applied = (css: string) => {
    element.style.width = '';
    element.style.width = css;
    return element.style.width;
  };

  it('the widget applies each accepted length, a bare number as pixels', () => {
    fc.assert(
      fc.property(fc.oneof(cssLengthStrings, cssLengthNumbers), (width) => {
        if (!validateAccepts({ ...base, styles: { container: { width } } })) return;
        const css = themeTokens({ container: { width } }).containerWidth;
        // Kept, as the same length ("00px" reads back as "0px").
        const [, number, unit] = /^([\d.]+)(.*)$/.exec(applied(css)) ?? [];
        expect([Number(number), unit], String(width)).toEqual([
          Number.parseFloat(css),
          css.replace(/^[\d.]+/, ''),
        ]);
        expect(css).toBe(/^[\d.]+$/.test(String(width)) ? `${width}px` : width);
      }),
      RUNS,
    );
  });

  it('init --width 12 writes 12px, which the browser applies (it wrote "12", which it drops)', async () => {
    const answers = await askTheme({ prompter: null }, { width: '12' });
    expect(answers.theme.container?.width).toBe('12px');
    expect(applied('12')).toBe('');
    expect(applied(themeTokens({ container: { width: '12' } }).containerWidth)).toBe('12px');
  });
});
