import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WidgetContext, type WidgetContextValue } from '../../widget/app/context';
import { DEFAULT_BOOTSTRAP } from '../../widget/client/internals';
import type { StytchClient } from '../../widget/client/stytch-client';
import type { WidgetConfig } from '../../widget/config/schema';
import { initialFlowState } from '../../widget/flow/state';
import { createFlowStore } from '../../widget/flow/store';
import { addDefaultStrings, defaultString, format } from '../../widget/i18n/en';
import { enPasswords } from '../../widget/i18n/en-passwords';

// Component tests render lazily loaded screens directly, without their chunk: their strings
// are added here as the chunk would add them.
addDefaultStrings(enPasswords);

/**
 * A widget context for component tests: a real flow store and the real strings, with the
 * client and the host/telemetry callbacks as spies. `client` holds only what a test uses.
 */
export function widgetTestRoot(
  config: WidgetConfig,
  client: unknown,
  overrides: Partial<WidgetContextValue> = {},
) {
  const value: WidgetContextValue = {
    store: createFlowStore(initialFlowState()),
    config,
    styles: {},
    getClient: async () => client as StytchClient,
    t: (id, values) => format(defaultString(id), values),
    locale: 'en',
    emit: vi.fn(),
    reportError: vi.fn(),
    reportLoadFailure: vi.fn(),
    logEvent: vi.fn(),
    bootstrap: DEFAULT_BOOTSTRAP,
    toasterId: 'test',
    sessionDurationMinutes: 30,
    ...overrides,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
  );
  return { value, wrapper };
}
