import { loginMode } from './modes';
import { ModeMount, type MountComponentProps } from './mount/react-component';

export type { MountHandle, MountOptions, WidgetCallbacks, WidgetEvent } from './app/types';
export { WidgetError } from './client/errors';
export type { StylesConfig, WidgetConfig } from './config/schema';
export type { MountComponentProps } from './mount/react-component';
export { authenticateFromUrl } from './redirect/authenticate-from-url';

// One component per mount mode, named as its declaration says (a test keeps the two in step).

export type StytchLoginProps = MountComponentProps;

/** The login widget for React hosts: the options of mountLogin as props. */
export function StytchLogin(props: StytchLoginProps) {
  return <ModeMount mode={loginMode} {...props} />;
}
