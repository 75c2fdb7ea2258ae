import type { ConfigFile } from '../../widget/config/schema';
import { DEFAULT_SETTINGS, type ProjectSettings } from './projects';

/** Every redirect URL a config names (magic links, OAuth, password resets). */
export function configRedirectUrls(config: ConfigFile): string[] {
  const urls = [
    config.emailMagicLinksOptions?.loginRedirectURL,
    config.emailMagicLinksOptions?.signupRedirectURL,
    config.oauthOptions?.loginRedirectURL,
    config.oauthOptions?.signupRedirectURL,
    config.passwordOptions?.loginRedirectURL,
    config.passwordOptions?.resetPasswordRedirectURL,
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * Test API settings for the config's project that allow its own redirect URLs (as its Stytch
 * dashboard would) on top of the local defaults. For a harness that never opens those pages:
 * it replays a link's query on its own page.
 */
export function allowConfigRedirects(config: ConfigFile): Record<string, Partial<ProjectSettings>> {
  // Allow-list patterns match origin and path; a query in the config's URL is not part of it.
  const patterns = configRedirectUrls(config).map((url) => {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  });
  return {
    [config.publicToken]: {
      allowedRedirectUrls: [...new Set([...DEFAULT_SETTINGS.allowedRedirectUrls, ...patterns])],
    },
  };
}
