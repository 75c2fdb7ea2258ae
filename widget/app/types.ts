import type { WidgetError } from '../client/errors';
import type { StytchClient } from '../client/stytch-client';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import type { Strings } from '../i18n/en';

/** What the widget tells the host: the provider's event names where one exists. */
export interface WidgetEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface WidgetCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: WidgetError) => void;
}

/** The options every mount takes (DESIGN.md convention 6). */
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

export interface MountHandle {
  /** Re-renders with changed options (same element). */
  update(next: Partial<Omit<MountOptions, 'elementId'>>): void;
  unmount(): void;
}
