import { createContext, useContext, useId, useSyncExternalStore } from 'react';
import type { WidgetError } from '../client/errors';
import type { BootstrapData } from '../client/internals';
import type { StytchClient } from '../client/stytch-client';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import type { FlowEvent } from '../flow/events';
import type { FlowState } from '../flow/state';
import type { FlowStore } from '../flow/store';
import type { StringId } from '../i18n/en';
import type { Locale } from '../i18n/locales';
import type { WidgetEvent } from './types';

export interface WidgetContextValue {
  store: FlowStore;
  config: WidgetConfig;
  styles: StylesConfig;
  getClient(): Promise<StytchClient>;
  t(id: StringId, values?: Record<string, string | number>): string;
  /** The widget's language, for what Intl words (region names, numbers) beside its strings. */
  locale: Locale;
  /** Tells the host (onEvent). */
  emit(event: WidgetEvent): void;
  /** Tells the host (onError); the UI shows the error where it belongs. */
  reportError(error: WidgetError): void;
  /**
   * Tells the host (onError, kind network) that a part of the widget did not load, with the
   * text the widget shows for it. Built here so the lazy parts need not carry the error class.
   */
  reportLoadFailure(cause: unknown, message: string): void;
  /** Logs through the provider's event endpoint, as the prebuilt UI does. */
  logEvent(name: string, details?: Record<string, unknown>): void;
  bootstrap: BootstrapData;
  /** Scopes this widget's toasts, so two widgets on a page keep their own. */
  toasterId: string;
  /** Session length for authenticate calls (config, else SESSION_DURATION_MINUTES_FALLBACK). */
  sessionDurationMinutes: number;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('stytch-widget: component rendered outside a widget root');
  return value;
}

export function useFlow(): [FlowState, (event: FlowEvent) => void] {
  const { store } = useWidget();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store.dispatch];
}

/** Each mount's prefix for its element ids (mount-widget.tsx gives every mount its own). */
export const IdPrefixContext = createContext('');

/**
 * `useId`, unique across the page's widgets: React and Preact number each root's ids alike
 * (`P0-1` in two login widgets), so a second widget's label would name the first one's field.
 */
export function useWidgetId(): string {
  return `${useContext(IdPrefixContext)}${useId()}`;
}
