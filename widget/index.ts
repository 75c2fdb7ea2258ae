import type { MountHandle, MountOptions } from './app/types';
import { mountWidget } from './mount/mount-widget';
import { authenticateFromUrl } from './redirect/authenticate-from-url';

export type { MountHandle, MountOptions, WidgetCallbacks, WidgetEvent } from './app/types';
export { WidgetError } from './client/errors';
export type { StylesConfig, WidgetConfig } from './config/schema';
export type {
  AuthenticateFromUrlOptions,
  AuthenticateFromUrlResult,
} from './redirect/authenticate-from-url';
export { authenticateFromUrl };

/** Mounts the login flow (spec: Main and the product screens behind it). */
export function mountLogin(options: MountOptions): MountHandle {
  return mountWidget(options);
}

const api = { mountLogin, authenticateFromUrl };

declare global {
  interface Window {
    StytchWidget?: typeof api;
  }
}

// The standalone bundle is also usable without `import`: window.StytchWidget.mountLogin(…).
if (typeof window !== 'undefined') window.StytchWidget = api;
