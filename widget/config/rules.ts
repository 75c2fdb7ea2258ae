import { isAvailableProduct, unavailableProductMessage } from './available-products';
import type { ConfigProblem } from './problems';
import type { WidgetConfig } from './schema';

// Rules across fields that the schema alone cannot express, for every mount mode (each mode
// adds its own, e.g. the login screen's). They would otherwise fail later, at a worse moment.
export function crossFieldProblems(config: WidgetConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const products = new Set(config.products);

  config.products.forEach((product, index) => {
    if (config.products.indexOf(product) !== index) {
      problems.push({ path: `products[${index}]`, message: `"${product}" is listed twice` });
    }
  });
  config.products.forEach((product, index) => {
    if (!isAvailableProduct(product)) {
      problems.push({ path: `products[${index}]`, message: unavailableProductMessage(product) });
    }
  });
  if (products.has('otp') && !config.otpOptions) {
    problems.push({
      path: 'otpOptions',
      message: 'required with the "otp" product; e.g. { "methods": ["email"] }',
    });
  }
  if (config.otpOptions && !products.has('otp')) {
    problems.push({
      path: 'otpOptions',
      message: 'only used by the "otp" product; add "otp" to products or remove otpOptions',
    });
  }
  config.otpOptions?.methods.forEach((method, index) => {
    if (config.otpOptions?.methods.indexOf(method) !== index) {
      problems.push({
        path: `otpOptions.methods[${index}]`,
        message: `"${method}" is listed twice`,
      });
    }
  });
  if (products.has('oauth') && !config.oauthOptions?.providers.length) {
    problems.push({
      path: 'oauthOptions.providers',
      message: 'name at least one provider with the "oauth" product; e.g. [{ "type": "google" }]',
    });
  }
  if (config.oauthOptions && !products.has('oauth')) {
    problems.push({
      path: 'oauthOptions',
      message: 'only used by the "oauth" product; add "oauth" to products or remove oauthOptions',
    });
  }
  if (config.emailMagicLinksOptions && !products.has('emailMagicLinks')) {
    problems.push({
      path: 'emailMagicLinksOptions',
      message:
        'only used by the "emailMagicLinks" product; add it to products or remove the options',
    });
  }
  if (config.passwordOptions && !products.has('passwords')) {
    problems.push({
      path: 'passwordOptions',
      message: 'only used by the "passwords" product; add it to products or remove the options',
    });
  }
  const seenProviders = new Set<string>();
  config.oauthOptions?.providers.forEach((provider, index) => {
    const at = `oauthOptions.providers[${index}]`;
    if (seenProviders.has(provider.type)) {
      problems.push({ path: `${at}.type`, message: `"${provider.type}" is listed twice` });
    }
    seenProviders.add(provider.type);
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
