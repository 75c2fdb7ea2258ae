import type { CommonMountOptions } from '../app/types';
import type { FlowStore } from '../flow/store';

// Types only (no bytes): the seam the dev harness's inspector (harness/inspector) plugs into.

/**
 * What a page may put on `window.__STYTCH_WIDGET_DEVTOOLS__` before mounting: each mount hands
 * it the flow store and its options, and mounts with the options it returns (so it can wrap the
 * host callbacks). Pages without the hook pay one property read per mount.
 */
export interface WidgetDevtoolsHook {
  mount<O extends CommonMountOptions>(store: FlowStore, options: O): O;
}

export interface WithDevtoolsHook {
  __STYTCH_WIDGET_DEVTOOLS__?: WidgetDevtoolsHook;
}
