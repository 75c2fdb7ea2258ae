import { createRoot } from 'react-dom/client';
import { IdPrefixContext } from '../app/context';
import type { CommonMountOptions, MountHandle, WidgetCallbacks } from '../app/types';
import { WidgetApp } from '../app/WidgetApp';
import { WidgetError } from '../client/errors';
import { adoptClient, loadClient } from '../client/stytch-client';
import { formatProblem } from '../config/problems';
import { initialFlowState } from '../flow/state';
import { createFlowStore } from '../flow/store';
import type { MountMode } from '../modes/types';
import { injectStylesheet } from '../theme/stylesheet';
import { checkMountOptions } from './config-problems';
import type { WithDevtoolsHook } from './devtools-hook';
import { resolveElement } from './resolve-element';

let mountCount = 0;

/**
 * Mounts a mount mode into `options.elementId` and returns a handle to update or remove it.
 * Every mode goes through here; what differs between them comes from their declaration.
 */
export function mountWidget<O extends CommonMountOptions>(
  mode: MountMode<O>,
  options: O,
): MountHandle<O> {
  const host = resolveElement(options.elementId);
  let current = options;
  const initial = initialFlowState(mode.startScreen);
  const store = createFlowStore({
    ...initial,
    form: { ...initial.form, ...mode.initialForm?.(options) },
  });
  // The harness inspector, when its hook is on the page, sees the store and the callbacks.
  current =
    (globalThis as WithDevtoolsHook).__STYTCH_WIDGET_DEVTOOLS__?.mount(store, current) ?? current;
  const toasterId = `stytch-widget-${++mountCount}`;
  // After unmount() the host hears nothing more from this mount: an answer still on its way
  // (a code sent, an aborted passkey prompt) belongs to a widget that is gone.
  let live = true;
  const callbacks: WidgetCallbacks = {
    onEvent: (event) => {
      if (live) current.callbacks?.onEvent?.(event);
    },
    onError: (error) => {
      if (live) current.callbacks?.onError?.(error);
    },
  };

  const shadow = (options.config ?? mode.defaultConfig)?.enableShadowDOM === true;
  const container: HTMLElement | ShadowRoot = shadow
    ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
    : host;
  injectStylesheet(container instanceof ShadowRoot ? container : document);
  const mountPoint = document.createElement('div');
  // The widget's own element in the host's: styled by the widget's sheet (.stw-mount), so a
  // host's `div { padding }` cannot move the widget inside the element it was given.
  mountPoint.className = 'stw-mount';
  container.replaceChildren(mountPoint);
  const root = createRoot(mountPoint);
  // Its element ids, told apart from every other mount's on the page (the toaster's number).
  const idPrefix = `${toasterId}-`;

  const render = () => {
    const { config, styles, locale, problems } = checkMountOptions(
      mode.rules,
      current.publicToken,
      current.config ?? mode.defaultConfig,
      current.styles,
      current.locale,
      current.apiUrl,
    );
    if (problems.length) {
      current.callbacks?.onError?.(
        new WidgetError('config', problems.map(formatProblem).join('\n')),
      );
    }
    const { publicToken, apiUrl } = current;
    if (current.client && !problems.length) adoptClient(publicToken, apiUrl, current.client);
    root.render(
      <IdPrefixContext.Provider value={idPrefix}>
        <WidgetApp
          mode={mode as MountMode}
          config={config}
          styles={styles}
          strings={current.strings}
          locale={locale}
          callbacks={callbacks}
          problems={problems}
          store={store}
          getClient={getClientFor(publicToken, apiUrl)}
          toasterId={toasterId}
        />
      </IdPrefixContext.Provider>,
    );
    // A host's theme is checked for contrast by code loaded only for themed mounts.
    const onError = current.callbacks?.onError;
    if (current.styles && onError && !problems.length) {
      // Best effort: if its code cannot load, the widget works on and only the warning is lost.
      import('../theme/contrast-warning').then(
        (m) => m.warnOnLowContrast(container, styles, onError),
        () => undefined,
      );
    }
  };
  render();

  return {
    update(next) {
      current = { ...current, ...next };
      render();
    },
    unmount() {
      live = false;
      root.unmount();
      mountPoint.remove();
    },
  };
}

// Stable per (token, apiUrl) so re-renders do not look like a new client to effects.
const getters = new Map<string, () => ReturnType<typeof loadClient>>();
function getClientFor(publicToken: string, apiUrl: string | undefined) {
  const key = `${publicToken}\n${apiUrl ?? ''}`;
  let getter = getters.get(key);
  if (!getter) {
    getter = () => loadClient(publicToken, apiUrl);
    getters.set(key, getter);
  }
  return getter;
}
