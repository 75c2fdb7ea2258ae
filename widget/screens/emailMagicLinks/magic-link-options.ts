import { MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT } from '../../config/constants';
import type { WidgetConfig } from '../../config/schema';

/** The body fields of magic_links/email/login_or_create besides the email, in the API's names. */
export interface MagicLinkRequestOptions {
  login_magic_link_url: string;
  signup_magic_link_url: string;
  login_expiration_minutes: number;
  signup_expiration_minutes: number;
  login_template_id?: string;
  signup_template_id?: string;
  create_user_as_pending?: boolean;
  domain_hint?: string;
  locale?: string;
}

/** The page's own address without query or fragment: where a link lands when none is set. */
export function currentPageUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

/**
 * Maps `emailMagicLinksOptions` to the API's field names. Redirect URLs default to the page
 * the widget is on, expirations to the product's 30 minutes; the rest is sent only when set.
 */
export function magicLinkRequestOptions(
  options: WidgetConfig['emailMagicLinksOptions'],
  pageUrl: string,
): MagicLinkRequestOptions {
  const o = options ?? {};
  return {
    login_magic_link_url: o.loginRedirectURL ?? pageUrl,
    signup_magic_link_url: o.signupRedirectURL ?? pageUrl,
    login_expiration_minutes: o.loginExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT,
    signup_expiration_minutes: o.signupExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT,
    ...(o.loginTemplateId ? { login_template_id: o.loginTemplateId } : {}),
    ...(o.signupTemplateId ? { signup_template_id: o.signupTemplateId } : {}),
    ...(o.createUserAsPending !== undefined
      ? { create_user_as_pending: o.createUserAsPending }
      : {}),
    ...(o.domainHint ? { domain_hint: o.domainHint } : {}),
    ...(o.locale ? { locale: o.locale } : {}),
  };
}
