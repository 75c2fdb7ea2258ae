import { createRoot } from 'react-dom/client';
import type { CommonMountOptions, MountHandle } from '../app/types';
import { WidgetApp } from '../app/WidgetApp';
import { WidgetError } from '../client/errors';
import { adoptClient, loadClient } from '../client/stytch-client';
import { formatProblem } from '../config/problems';
import { initialFlowState } from '../flow/state';
import { createFlowStore } from '../flow/store';
import type { MountMode } from '../modes/types';
import { injectStylesheet } from '../theme/stylesheet';
import { checkMountOptions } from './config-problems';
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
  const toasterId = `stytch-widget-${++mountCount}`;

  const shadow = (options.config ?? mode.defaultConfig)?.enableShadowDOM === true;
  const container: HTMLElement | ShadowRoot = shadow
    ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
    : host;
  injectStylesheet(container instanceof ShadowRoot ? container : document);
  const mountPoint = document.createElement('div');
  container.replaceChildren(mountPoint);
  const root = createRoot(mountPoint);

  const render = () => {
    const { config, styles, problems } = checkMountOptions(
      mode.rules,
      current.publicToken,
      current.config ?? mode.defaultConfig,
      current.styles,
    );
    if (problems.length) {
      current.callbacks?.onError?.(
        new WidgetError('config', problems.map(formatProblem).join('\n')),
      );
    }
    const { publicToken, apiUrl } = current;
    if (current.client && !problems.length) adoptClient(publicToken, apiUrl, current.client);
    root.render(
      <WidgetApp
        mode={mode as MountMode}
        config={config}
        styles={styles}
        strings={current.strings}
        callbacks={current.callbacks}
        problems={problems}
        store={store}
        getClient={getClientFor(publicToken, apiUrl)}
        toasterId={toasterId}
      />,
    );
  };
  render();

  return {
    update(next) {
      current = { ...current, ...next };
      render();
    },
    unmount() {
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
