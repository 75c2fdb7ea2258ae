import type { WidgetError } from '../client/errors';
import type { StytchClient } from '../client/stytch-client';
import type { OtpMethod } from '../config/constants';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import type { Strings } from '../i18n/en';
import type { Locale } from '../i18n/locales';

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
  | {
      type: 'PASSKEY_AUTHENTICATE';
      data: NonNullable<Answer<StytchClient['webauthn']['authenticate']>>;
    }
  | { type: 'PASSKEY_REGISTER'; data: Answer<StytchClient['webauthn']['register']> }
  /** The registration mount: the user skipped creating a passkey. */
  | { type: 'PASSKEY_SKIP'; data: Record<string, never> }
  /** The registration mount: the user pressed Done, the flow is finished. */
  | { type: 'PASSKEY_DONE'; data: Record<string, never> }
  | {
      type: 'CRYPTO_WALLET_AUTHENTICATE_START';
      data: Answer<StytchClient['cryptoWallets']['authenticateStart']>;
    }
  | {
      type: 'CRYPTO_WALLET_AUTHENTICATE';
      data: Answer<StytchClient['cryptoWallets']['authenticate']>;
    }
  /** The flow reached its success screen: the user is logged in. */
  | { type: 'AUTHENTICATE_FLOW_COMPLETE'; data: Record<string, never> };

export type WidgetEventType = WidgetEvent['type'];

export interface WidgetCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: WidgetError) => void;
}

/** The options every mount takes; a mode with a default config lets `config` be left out. */
export interface CommonMountOptions {
  /** CSS selector of the element to mount into, e.g. `#login`. */
  elementId: string;
  publicToken: string;
  /** A client the host already built; otherwise one is made from publicToken and apiUrl. */
  client?: StytchClient;
  /** Base URL of another Stytch-compatible API, e.g. the local test API. */
  apiUrl?: string;
  config?: WidgetConfig;
  styles?: StylesConfig;
  /** The bundled language, `'en'` by default; `strings` overrides win over it. */
  locale?: Locale;
  strings?: Partial<Strings>;
  callbacks?: WidgetCallbacks;
}

/** The options of a mount that needs a config (the login and reset mounts). */
export interface MountOptions extends CommonMountOptions {
  config: WidgetConfig;
}

export interface MountHandle<O extends CommonMountOptions = MountOptions> {
  /** Re-renders with changed options (same element). */
  update(next: Partial<Omit<O, 'elementId'>>): void;
  unmount(): void;
}
