import { isAvailableProduct } from '../../widget/config/available-products';
import type { Product } from '../../widget/config/constants';
import { API_FLAGS } from '../prompts/api';
import { BUNDLE_FLAGS } from '../prompts/bundle';
import { FRAMEWORK_FLAGS } from '../prompts/framework';
import { LOCALE_FLAGS } from '../prompts/locale';
import { MAGIC_LINK_FLAGS } from '../prompts/magic-links';
import { OAUTH_FLAGS } from '../prompts/oauth';
import { OTP_FLAGS } from '../prompts/otp';
import { PASSWORD_FLAGS } from '../prompts/passwords';
import { PRODUCTS_FLAGS } from '../prompts/products';
import { REDIRECT_FLAGS } from '../prompts/redirects';
import { SESSION_FLAGS } from '../prompts/session';
import { SNIPPET_FLAGS } from '../prompts/snippets';
import { THEME_FLAGS } from '../prompts/theme';
import { TOKEN_FLAGS } from '../prompts/token';
import type { FlagSpec } from './flags';

export interface FlagGroup {
  name: string;
  flags: FlagSpec[];
  /** The products these flags configure; none: they apply to every config. */
  products?: Product[];
}

/** `init`'s flags by group, in the order `--help` lists them. */
export const FLAG_GROUPS: readonly FlagGroup[] = [
  { name: 'token', flags: TOKEN_FLAGS },
  { name: 'products', flags: PRODUCTS_FLAGS },
  { name: 'otp', flags: OTP_FLAGS, products: ['otp'] },
  { name: 'magic links', flags: MAGIC_LINK_FLAGS, products: ['emailMagicLinks'] },
  { name: 'oauth', flags: OAUTH_FLAGS, products: ['oauth'] },
  { name: 'redirects', flags: REDIRECT_FLAGS, products: ['emailMagicLinks', 'oauth'] },
  { name: 'passwords', flags: PASSWORD_FLAGS, products: ['passwords'] },
  { name: 'session', flags: SESSION_FLAGS },
  { name: 'theme', flags: THEME_FLAGS },
  { name: 'language', flags: LOCALE_FLAGS },
  { name: 'api', flags: API_FLAGS },
  { name: 'bundle', flags: BUNDLE_FLAGS },
  { name: 'snippets', flags: SNIPPET_FLAGS },
  { name: 'framework', flags: FRAMEWORK_FLAGS },
];

/**
 * The groups `init` has flags for: a group whose products this build cannot show has none,
 * as `init` does not offer those products either.
 */
export function offeredFlagGroups(): FlagGroup[] {
  return FLAG_GROUPS.filter((group) => !group.products || group.products.some(isAvailableProduct));
}
