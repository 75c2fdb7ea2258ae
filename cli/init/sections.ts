import type { Product } from '../../widget/config/constants';
import { API_FLAGS, askApiUrl } from '../prompts/api';
import type { AskContext } from '../prompts/ask';
import { askBundle, BUNDLE_FLAGS } from '../prompts/bundle';
import { askFramework, FRAMEWORK_FLAGS, type Framework } from '../prompts/framework';
import { askLocale, LOCALE_FLAGS } from '../prompts/locale';
import { askMagicLinkOptions, MAGIC_LINK_FLAGS } from '../prompts/magic-links';
import { askOAuthOptions, OAUTH_FLAGS } from '../prompts/oauth';
import { askOtpOptions, OTP_FLAGS } from '../prompts/otp';
import { askPasswordOptions, PASSWORD_FLAGS } from '../prompts/passwords';
import { askProducts, PRODUCTS_FLAGS } from '../prompts/products';
import { askRedirects, REDIRECT_FLAGS } from '../prompts/redirects';
import { askSessionDuration, SESSION_FLAGS } from '../prompts/session';
import { askTheme, THEME_FLAGS } from '../prompts/theme';
import { askPublicToken, TOKEN_FLAGS } from '../prompts/token';
import type { InitAnswers } from './answers';
import type { FlagSpec, InitFlags } from './flags';
import { checkUnusedFlags } from './unused-flags';

/** The answers so far: each section fills in its own keys. */
export type Draft = Partial<InitAnswers> & { framework?: Framework };

export interface Section {
  id: string;
  /** What the summary calls it, and what "Change …" names. */
  title: string;
  /** The flags that answer it: dropped when the user changes it from the summary. */
  flags: readonly FlagSpec[];
  /** Sections whose answers it reads: changing one of them asks this one again. */
  dependsOn?: readonly string[];
  /** Whether its questions can matter for the answers so far; default always. */
  applies?(draft: Draft): boolean;
  /** `previous`: the answers before this section is asked again from the summary (its defaults). */
  ask(context: AskContext, flags: InitFlags, draft: Draft, previous: Draft): Promise<Draft>;
  /** Its answers, for the summary: one line each. */
  summary(draft: Draft): string[];
}

const has = (draft: Draft, product: Product) =>
  (draft.products as readonly Product[] | undefined)?.includes(product) ?? false;

/** Asked in this order; a new question is one more entry. */
export const SECTIONS: readonly Section[] = [
  {
    id: 'token',
    title: 'Public token',
    flags: TOKEN_FLAGS,
    ask: async (context, flags, _, previous) => ({
      publicToken: await askPublicToken(context, flags, previous.publicToken),
    }),
    summary: (d) => [`public token: ${d.publicToken}`],
  },
  {
    id: 'products',
    title: 'Ways to sign up and log in',
    flags: PRODUCTS_FLAGS,
    ask: async (context, flags, _, previous) => {
      const products = await askProducts(context, flags, previous.products);
      checkUnusedFlags(context, flags, products);
      return { products };
    },
    summary: (d) => [`products: ${d.products?.join(', ')}`],
  },
  {
    id: 'otp',
    title: 'One-time passcodes',
    flags: OTP_FLAGS,
    dependsOn: ['products'],
    applies: (d) => has(d, 'otp'),
    ask: async (context, flags, d, previous) => ({
      otp: await askOtpOptions(context, flags, d.products ?? [], previous.otp),
    }),
    summary: (d) => [
      `one-time passcodes: by ${d.otp?.methods.join(', ')}, expire after ${d.otp?.expirationMinutes} min`,
    ],
  },
  {
    id: 'emailMagicLinks',
    title: 'Magic links',
    flags: MAGIC_LINK_FLAGS,
    dependsOn: ['products'],
    applies: (d) => has(d, 'emailMagicLinks'),
    ask: async (context, flags, _, previous) => ({
      emailMagicLinks: await askMagicLinkOptions(context, flags, previous.emailMagicLinks),
    }),
    summary: (d) => [
      `magic links: expire after ${d.emailMagicLinks?.loginExpirationMinutes} min (login), ${d.emailMagicLinks?.signupExpirationMinutes} min (sign-up)`,
    ],
  },
  {
    id: 'oauth',
    title: 'Social sign-in',
    flags: OAUTH_FLAGS,
    dependsOn: ['products'],
    applies: (d) => has(d, 'oauth'),
    ask: async (context, flags, d, previous) => ({
      oauth: await askOAuthOptions(context, flags, d.products ?? [], previous.oauth),
    }),
    summary: (d) => [
      `social sign-in: ${d.oauth?.providers.join(', ')}${d.oauth?.oneTap ? `, Google One Tap (${d.oauth.oneTapPosition ?? 'embedded'})` : ''}`,
    ],
  },
  {
    id: 'redirects',
    title: 'Redirect URLs',
    flags: REDIRECT_FLAGS,
    dependsOn: ['products'],
    applies: (d) => has(d, 'emailMagicLinks') || has(d, 'oauth'),
    ask: async (context, flags, _, previous) => ({
      redirects: await askRedirects(context, flags, previous.redirects),
    }),
    summary: (d) => [
      `redirect URLs: ${d.redirects?.login} (login), ${d.redirects?.signup} (sign-up)`,
    ],
  },
  {
    id: 'passwords',
    title: 'Passwords',
    flags: PASSWORD_FLAGS,
    dependsOn: ['products'],
    applies: (d) => has(d, 'passwords'),
    ask: async (context, flags, _, previous) => ({
      passwords: await askPasswordOptions(context, flags, previous.passwords),
    }),
    summary: (d) => [
      `passwords: reset page ${d.passwords?.resetPasswordRedirectURL}, links expire after ${d.passwords?.resetPasswordExpirationMinutes} min`,
    ],
  },
  {
    id: 'session',
    title: 'Session length',
    flags: SESSION_FLAGS,
    ask: async (context, flags, _, previous) => ({
      sessionDurationMinutes: await askSessionDuration(
        context,
        flags,
        previous.sessionDurationMinutes,
      ),
    }),
    summary: (d) => [`session: ${d.sessionDurationMinutes} min`],
  },
  {
    id: 'theme',
    title: 'Theme',
    flags: THEME_FLAGS,
    ask: (context, flags, _draft, previous) => askTheme(context, flags, previous),
    summary: (d) => [`theme: ${themeSummary(d)}`],
  },
  {
    id: 'locale',
    title: 'Language',
    flags: LOCALE_FLAGS,
    ask: async (context, flags, _, previous) => ({
      locale: await askLocale(context, flags, previous.locale),
    }),
    summary: (d) => [`language: ${d.locale}`],
  },
  {
    id: 'api',
    title: 'API',
    flags: API_FLAGS,
    // A live token defaults to Stytch's servers.
    dependsOn: ['token'],
    ask: async (context, flags, d) => {
      const apiUrl = await askApiUrl(context, flags, d.publicToken ?? '');
      return { apiUrl };
    },
    summary: (d) => [`API: ${d.apiUrl ?? "Stytch's servers"}`],
  },
  {
    id: 'framework',
    title: 'What init writes',
    flags: FRAMEWORK_FLAGS,
    ask: async (context, flags, _, previous) => ({
      framework: await askFramework(context, flags, previous.framework),
    }),
    summary: (d) => [`writes: ${WRITES[d.framework ?? 'html']}`],
  },
  {
    id: 'bundle',
    title: 'Where the page loads the widget from',
    flags: BUNDLE_FLAGS,
    // The copy is the default with a test API on this machine; an app imports the package.
    dependsOn: ['api', 'framework'],
    ask: async (context, flags, d) => ({
      bundle: await askBundle(context, flags, d.apiUrl, d.framework),
    }),
    summary: (d) => [
      `widget loaded from: ${d.bundle?.where === 'local' ? `a copy in the project (${d.bundle.url})` : d.bundle?.url}`,
    ],
  },
];

const WRITES: Record<Framework, string> = {
  html: 'the config and embed snippets',
  next: 'a Next.js app',
  vite: 'a Vite + React app',
};

function themeSummary(d: Draft): string {
  const theme = d.theme;
  if (!theme) return '';
  const parts = [
    theme.colors ? `primary ${theme.colors.primary}` : 'default colours',
    ...(theme.container ? [`width ${theme.container.width}`] : []),
    ...(theme.fontFamily ? [theme.fontFamily] : []),
    ...(theme.logoImageUrl ? [`logo ${theme.logoImageUrl}`] : []),
    theme.hideHeaderText ? 'no header' : 'header',
    d.enableShadowDOM ? 'shadow DOM' : 'no shadow DOM',
  ];
  return parts.join(', ');
}
