import { isAvailableProduct, unavailableProductMessage } from './available-products';
import type { ConfigProblem } from './problems';
import type { WidgetConfig } from './schema';

// Rules across fields that the schema alone cannot express, for every mount mode (each mode
// adds its own, e.g. the login screen's). They would otherwise fail later, at a worse moment.
type ProductWithOptions = 'otp' | 'oauth' | 'emailMagicLinks' | 'passwords';

/**
 * Each product's options block: used only with its product, and for some products required,
 * with an example of the smallest valid value. One rule, one wording, for every block.
 */
const PRODUCT_OPTIONS: readonly {
  product: ProductWithOptions;
  key: 'otpOptions' | 'oauthOptions' | 'emailMagicLinksOptions' | 'passwordOptions';
  required?: { path: string; missing: (config: WidgetConfig) => boolean; example: string };
}[] = [
  {
    product: 'otp',
    key: 'otpOptions',
    required: {
      path: 'otpOptions',
      missing: (config) => !config.otpOptions,
      example: '{ "methods": ["email"] }',
    },
  },
  {
    product: 'oauth',
    key: 'oauthOptions',
    required: {
      path: 'oauthOptions.providers',
      missing: (config) => !config.oauthOptions?.providers.length,
      example: '[{ "type": "google" }]',
    },
  },
  { product: 'emailMagicLinks', key: 'emailMagicLinksOptions' },
  { product: 'passwords', key: 'passwordOptions' },
];

/** A problem at each entry that repeats an earlier one (`name` says what the entry holds). */
function repeats<T>(
  list: readonly T[],
  path: (index: number) => string,
  name: (item: T) => string,
) {
  const seen = new Set<string>();
  const problems: ConfigProblem[] = [];
  list.forEach((item, index) => {
    const key = name(item);
    if (seen.has(key)) problems.push({ path: path(index), message: `"${key}" is listed twice` });
    seen.add(key);
  });
  return problems;
}

export function crossFieldProblems(config: WidgetConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const products = new Set(config.products);

  problems.push(...repeats(config.products, (i) => `products[${i}]`, String));
  config.products.forEach((product, index) => {
    if (!isAvailableProduct(product)) {
      problems.push({ path: `products[${index}]`, message: unavailableProductMessage(product) });
    }
  });
  for (const { product, key, required } of PRODUCT_OPTIONS) {
    if (products.has(product) && required?.missing(config)) {
      problems.push({
        path: required.path,
        message: `required with the "${product}" product; e.g. ${required.example}`,
      });
    }
    if (config[key] && !products.has(product)) {
      problems.push({
        path: key,
        message: `only used by the "${product}" product; add "${product}" to products or remove ${key}`,
      });
    }
  }
  problems.push(
    ...repeats(config.otpOptions?.methods ?? [], (i) => `otpOptions.methods[${i}]`, String),
    ...repeats(
      config.oauthOptions?.providers ?? [],
      (i) => `oauthOptions.providers[${i}].type`,
      (provider) => provider.type,
    ),
  );
  config.oauthOptions?.providers.forEach((provider, index) => {
    const at = `oauthOptions.providers[${index}]`;
    if ((provider.one_tap || provider.position) && provider.type !== 'google') {
      problems.push({
        path: `${at}.one_tap`,
        message: 'One Tap (one_tap, position) is only available for "google"',
      });
    }
    if (provider.one_tap) {
      for (const key of ['loginRedirectURL', 'signupRedirectURL'] as const) {
        if (!config.oauthOptions?.[key]) {
          problems.push({
            path: `oauthOptions.${key}`,
            message: 'required for Google One Tap; set the URL of your redirect page',
          });
        }
      }
    }
  });
  return problems;
}
