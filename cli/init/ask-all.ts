import type { Product } from '../../widget/config/constants';
import { askApiUrl } from '../prompts/api';
import type { AskContext } from '../prompts/ask';
import { askBundle } from '../prompts/bundle';
import { askLocale } from '../prompts/locale';
import { askMagicLinkOptions } from '../prompts/magic-links';
import { askOAuthOptions } from '../prompts/oauth';
import { askOtpOptions } from '../prompts/otp';
import { askPasswordOptions } from '../prompts/passwords';
import { askProducts } from '../prompts/products';
import { askRedirects } from '../prompts/redirects';
import { askSessionDuration } from '../prompts/session';
import { askSnippets } from '../prompts/snippets';
import { askTheme } from '../prompts/theme';
import { askPublicToken } from '../prompts/token';
import type { InitAnswers } from './answers';
import type { InitFlags } from './flags';
import { checkUnusedFlags } from './unused-flags';

/** The questions in order; only the chosen products' options are asked. */
export async function askAll(context: AskContext, flags: InitFlags): Promise<InitAnswers> {
  const publicToken = await askPublicToken(context, flags);
  const products = await askProducts(context, flags);
  checkUnusedFlags(context, flags, products);
  // Asked for every product the widget knows; askProducts only returns the ones it can show.
  const has = (product: Product) => (products as readonly Product[]).includes(product);
  const otp = has('otp') ? await askOtpOptions(context, flags, products) : undefined;
  const emailMagicLinks = has('emailMagicLinks')
    ? await askMagicLinkOptions(context, flags)
    : undefined;
  const oauth = has('oauth') ? await askOAuthOptions(context, flags) : undefined;
  const redirects =
    has('emailMagicLinks') || has('oauth') ? await askRedirects(context, flags) : undefined;
  const passwords = has('passwords') ? await askPasswordOptions(context, flags) : undefined;
  const sessionDurationMinutes = await askSessionDuration(context, flags);
  const { theme, enableShadowDOM } = await askTheme(context, flags);
  const locale = await askLocale(context, flags);
  const apiUrl = await askApiUrl(context, flags, publicToken);
  const snippets = await askSnippets(flags, products);
  return {
    publicToken,
    products,
    ...(otp ? { otp } : {}),
    ...(emailMagicLinks ? { emailMagicLinks } : {}),
    ...(oauth ? { oauth } : {}),
    ...(redirects ? { redirects } : {}),
    ...(passwords ? { passwords } : {}),
    sessionDurationMinutes,
    theme,
    enableShadowDOM,
    locale,
    ...(apiUrl ? { apiUrl } : {}),
    snippets,
    bundle: await askBundle(context, flags, apiUrl),
  };
}
