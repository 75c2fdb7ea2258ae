import type { MountOptions } from '../../app/types';
import type { ResetPasswordState, ResetTokenType } from '../../flow/state';
import { readUrlToken, removeTokenFromAddressBar } from '../../redirect/url-token';

/** The reset mount's options: the common ones plus the token, named as the provider's SDK does. */
export interface ResetPasswordMountOptions extends MountOptions {
  /** The token of the reset link; without it, `token` is read from the page address. */
  passwordResetToken?: string;
}

// Links the reset mount finishes: a reset link, or its login link (log in without resetting).
const RESET_TOKEN_TYPES: readonly string[] = ['reset_password', 'login'];

/**
 * What the reset mount starts with: the token (the option, else the page address) and what
 * kind of link brought the user here. A token read from the page address leaves it at once,
 * whatever happens next, so a reload or a shared URL cannot replay it.
 */
export function readResetToken(
  options: ResetPasswordMountOptions,
  href: string = window.location.href,
): ResetPasswordState {
  const fromUrl = readUrlToken(href);
  const ours = fromUrl.tokenType === null || RESET_TOKEN_TYPES.includes(fromUrl.tokenType);
  const tokenType: ResetTokenType = fromUrl.tokenType === 'login' ? 'login' : 'reset_password';
  if (ours && fromUrl.token) removeTokenFromAddressBar(href);
  return {
    token: options.passwordResetToken || (ours ? (fromUrl.token ?? '') : ''),
    tokenType,
  };
}
