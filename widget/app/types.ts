import type { WidgetError } from '../client/errors';
import type { StytchClient } from '../client/stytch-client';
import type { OtpMethod } from '../config/constants';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import type { Strings } from '../i18n/en';

type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/**
 * What the widget tells the host through `onEvent`: the provider's event names, each with the
 * answer of the call behind it.
 */
export type WidgetEvent =
  | {
      type: 'OTP_LOGIN_OR_CREATE';
      data: Answer<StytchClient['otps']['email']['loginOrCreate']> & { method: OtpMethod };
    }
  | { type: 'OTP_AUTHENTICATE'; data: Answer<StytchClient['otps']['authenticate']> }
  | {
      type: 'MAGIC_LINK_LOGIN_OR_CREATE';
      data: Answer<StytchClient['magicLinks']['email']['loginOrCreate']> & { email: string };
    }
  | { type: 'PASSWORD_CREATE'; data: Answer<StytchClient['passwords']['create']> }
  | { type: 'PASSWORD_AUTHENTICATE'; data: Answer<StytchClient['passwords']['authenticate']> }
  | {
      type: 'PASSWORD_RESET_BY_EMAIL_START';
      data: Answer<StytchClient['passwords']['resetByEmailStart']> & { email: string };
    }
  | { type: 'PASSWORD_RESET_BY_EMAIL'; data: Answer<StytchClient['passwords']['resetByEmail']> }
  /** The flow reached its success screen: the user is logged in. */
  | { type: 'AUTHENTICATE_FLOW_COMPLETE'; data: Record<string, never> };

export type WidgetEventType = WidgetEvent['type'];

export interface WidgetCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: WidgetError) => void;
}

/** The options every mount takes. */
export interface MountOptions {
  /** CSS selector of the element to mount into, e.g. `#login`. */
  elementId: string;
  publicToken: string;
  /** A client the host already built; otherwise one is made from publicToken and apiUrl. */
  client?: StytchClient;
  /** Base URL of another Stytch-compatible API, e.g. the local test API. */
  apiUrl?: string;
  config: WidgetConfig;
  styles?: StylesConfig;
  strings?: Partial<Strings>;
  callbacks?: WidgetCallbacks;
}

export interface MountHandle<O extends MountOptions = MountOptions> {
  /** Re-renders with changed options (same element). */
  update(next: Partial<Omit<O, 'elementId'>>): void;
  unmount(): void;
}
