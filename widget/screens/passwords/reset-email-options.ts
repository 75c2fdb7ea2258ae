import type { WidgetConfig } from '../../config/schema';

/** The body fields of passwords/email/reset/start besides the email, in the API's names. */
export interface ResetEmailOptions {
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
}

/**
 * Maps `passwordOptions` to the API's field names, sending only what is set: without a
 * redirect URL the provider uses the project's default reset page, which is where a reset
 * link belongs (the page with the login widget usually is not that page).
 */
export function resetEmailOptions(options: WidgetConfig['passwordOptions']): ResetEmailOptions {
  const o = options ?? {};
  return {
    ...(o.loginRedirectURL ? { login_redirect_url: o.loginRedirectURL } : {}),
    ...(o.resetPasswordRedirectURL
      ? { reset_password_redirect_url: o.resetPasswordRedirectURL }
      : {}),
    ...(o.resetPasswordExpirationMinutes !== undefined
      ? { reset_password_expiration_minutes: o.resetPasswordExpirationMinutes }
      : {}),
    ...(o.resetPasswordTemplateId ? { reset_password_template_id: o.resetPasswordTemplateId } : {}),
    ...(o.locale ? { locale: o.locale } : {}),
  };
}
