import {
  loginMode,
  type PasskeyRegistrationMountOptions,
  passkeyRegistrationMode,
  type ResetPasswordMountOptions,
  resetPasswordMode,
} from './modes';
import { ModeMount, type MountComponentProps } from './mount/ModeMount';

export type { MountHandle, MountOptions, WidgetCallbacks, WidgetEvent } from './app/types';
export { WidgetError } from './client/errors';
export type { StylesConfig, WidgetConfig } from './config/schema';
export type { PasskeyRegistrationMountOptions, ResetPasswordMountOptions } from './modes';
export type { MountComponentProps } from './mount/ModeMount';
export { authenticateFromUrl } from './redirect/authenticate-from-url-lazy';

// One component per mount mode, named as its declaration says (a test keeps the two in step).

export type StytchLoginProps = MountComponentProps;

/** The login widget for React hosts: the options of mountLogin as props. */
export function StytchLogin(props: StytchLoginProps) {
  return <ModeMount mode={loginMode} {...props} />;
}

export type StytchPasswordResetProps = MountComponentProps<ResetPasswordMountOptions>;

/** The reset password widget for React hosts: the options of mountResetPassword as props. */
export function StytchPasswordReset(props: StytchPasswordResetProps) {
  return <ModeMount mode={resetPasswordMode} {...props} />;
}

export type StytchPasskeyRegistrationProps = MountComponentProps<PasskeyRegistrationMountOptions>;

/** The passkey-registration widget for React hosts: the options of mountPasskeyRegistration as props. */
export function StytchPasskeyRegistration(props: StytchPasskeyRegistrationProps) {
  return <ModeMount mode={passkeyRegistrationMode} {...props} />;
}
