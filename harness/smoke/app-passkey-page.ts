import type { ConfigFile } from '../../widget/config/schema';
import { UserError } from '../shared/user-error';
import { customerPageUrl, type PageSourceOptions } from './page-source';

const FLAG = '--passkey-registration-url';

/**
 * Checks `--passkey-registration-url` (`pages.passkeyRegistrationUrl`) before anything starts:
 * the page of the app at `--url` where a logged-in user adds a passkey. It only means something
 * on an app that embeds its own UI (`--no-inject`: the harness injects the login mount only),
 * on `--url`'s origin (a passkey belongs to the site that registered it, and the run's test
 * API allows that origin only), and with a config that offers passkeys. Returns its address.
 */
export function appPasskeyRegistrationPage(
  pages: Pick<PageSourceOptions, 'url' | 'inject' | 'passkeyRegistrationUrl'> | undefined,
  config: Pick<ConfigFile, 'products'>,
): URL | undefined {
  const given = pages?.passkeyRegistrationUrl;
  if (given === undefined) return undefined;
  if (!pages?.url) {
    throw new UserError(
      `${FLAG} is the passkey page of your app: use it with --url <the app's login page> --no-inject`,
    );
  }
  if (pages.inject !== false) {
    throw new UserError(
      `${FLAG} is your app's own passkey page: use it with --no-inject (an injected widget goes on --url only)`,
    );
  }
  const page = customerPageUrl(given, FLAG);
  const login = customerPageUrl(pages.url);
  if (page.origin !== login.origin) {
    throw new UserError(
      `${FLAG} must be on --url's origin (${login.origin}), got ${page.origin}: a passkey belongs to the site that registered it`,
    );
  }
  if (!config.products.includes('passkeys')) {
    throw new UserError(
      `${FLAG}: the config offers no passkeys; add "passkeys" to its products to test them`,
    );
  }
  return page;
}
