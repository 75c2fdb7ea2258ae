import { mountSnippetBlocks } from './embed/mount-blocks';
import {
  loginMode,
  mountModes,
  type PasskeyRegistrationMountOptions,
  passkeyRegistrationMode,
  type ResetPasswordMountOptions,
  resetPasswordMode,
} from './modes';
import { type MountFunction, mountFunction } from './mount/mount-function';
import { authenticateFromUrl } from './redirect/authenticate-from-url-lazy';

export type { MountHandle, MountOptions, WidgetCallbacks, WidgetEvent } from './app/types';
export { WidgetError } from './client/errors';
export type { StylesConfig, WidgetConfig } from './config/schema';
export type { PasskeyRegistrationMountOptions, ResetPasswordMountOptions } from './modes';
export type { MountFunction } from './mount/mount-function';
export type {
  AuthenticateFromUrlOptions,
  AuthenticateFromUrlResult,
} from './redirect/authenticate-from-url';
export { authenticateFromUrl };

// One export per mount mode, named by its declaration (a test keeps the two in step).
/** Mounts the login flow: Main and the product screens behind it. */
export const mountLogin: MountFunction = mountFunction(loginMode);

/**
 * Mounts the reset password flow, opening on Password Reset Form, for the reset link's
 * token: `passwordResetToken`, or `token` in the page address.
 */
export const mountResetPassword: MountFunction<ResetPasswordMountOptions> =
  mountFunction(resetPasswordMode);

/**
 * Mounts the passkey-registration flow, opening on Register New Passkey, for the logged-in
 * user; `config` is optional.
 */
export const mountPasskeyRegistration: MountFunction<PasskeyRegistrationMountOptions> =
  mountFunction(passkeyRegistrationMode);

/** `window.StytchWidget`: every mode's mount function by its declared name, and the redirect helper. */
export interface StytchWidgetGlobal {
  mountLogin: MountFunction;
  mountResetPassword: MountFunction<ResetPasswordMountOptions>;
  mountPasskeyRegistration: MountFunction<PasskeyRegistrationMountOptions>;
  authenticateFromUrl: typeof authenticateFromUrl;
}

const api = {
  ...Object.fromEntries(mountModes.map((mode) => [mode.functionName, mountFunction(mode)])),
  authenticateFromUrl,
} as unknown as StytchWidgetGlobal;

declare global {
  interface Window {
    StytchWidget?: StytchWidgetGlobal;
  }
}

// The standalone bundle is also usable without `import`: window.StytchWidget.mountLogin(…). And
// it mounts the HTML snippets' data blocks on the page (no inline script needed).
if (typeof window !== 'undefined') {
  window.StytchWidget = api;
  mountSnippetBlocks(api as unknown as Record<string, unknown>);
}
