import type { MountOptions } from '../../widget/app/types';
import type { InspectorMessage } from '../inspector/messages';

// The messages between the extension's parts: the page-world agent (page-agent.ts), the
// content script (content.ts, the extension's isolated world in the page), the floating
// panel's frame (frame.ts) and the side panel (panel.ts).

/** The DOM event the page-world agent fires on document for the content script (detail: JSON). */
export const PAGE_EVENT = 'stytch-widget-extension';

/** The global the page-world agent puts on the page for the side panel's executeScript calls. */
export const PAGE_CONTROL = '__stytchWidgetExtension';

export interface MountRequest {
  bundleUrl: string;
  functionName: string;
  options: MountOptions;
}

export type MountResult = { ok: true } | { ok: false; error: string };

/** An inspector message as the page-world agent fires it, numbered so a replay is not doubled. */
export interface PageReport {
  seq: number;
  message: InspectorMessage;
}

/**
 * What the page-world agent reported so far, for a side panel that attaches to the tab later
 * (another tab and back, the panel reopened): it rebuilds its inspector from this.
 */
export interface PageSnapshot {
  /** The selector the widget is mounted into, or null. */
  mountedInto: string | null;
  /** The newest reports, oldest first. */
  reports: PageReport[];
}

/** What the page-world agent offers (window.__stytchWidgetExtension). */
export interface PageControl {
  mount(request: MountRequest): Promise<MountResult>;
  unmount(): boolean;
  typeCode(code: string): boolean;
  snapshot(): PageSnapshot;
}

/** To the side panel, from the content script or the floating panel's frame. */
export type ToPanel =
  /** `seq` numbers the page-world agent's reports (the floating panel's have none). */
  | { kind: 'inspector'; message: InspectorMessage; seq?: number }
  /** The element clicked, as a unique selector a person reads (`#login`, `div.hero`). */
  | { kind: 'picked'; selector: string }
  /** The click was on the whole page (html, body or head): still picking. */
  | { kind: 'pick-refused'; element: 'html' | 'head' | 'body' }
  /** Escape in the page stopped the picker. */
  | { kind: 'pick-cancelled' }
  | { kind: 'csp'; directive: string; blockedUri: string }
  | { kind: 'frame-mounted'; result: MountResult }
  /** The developer closed the floating panel (its close button): the widget is gone. */
  | { kind: 'frame-closed' }
  /** From the service worker: the toolbar button was pressed on a tab. */
  | { kind: 'toolbar-pressed'; tabId: number };

/** From the side panel to the content script or the floating panel's frame of its tab. */
export type ToPage =
  | { kind: 'pick' }
  | { kind: 'cancel-pick' }
  | { kind: 'open-frame'; key: string }
  | { kind: 'close-frame' }
  /** Whether the floating panel's frame is in the page (answered by the content script). */
  | { kind: 'frame-open?' }
  /** To the floating panel's frame of `key`: type a code, or answer with what it reported. */
  | { kind: 'frame-type-code'; key: string; code: string }
  | { kind: 'frame-snapshot'; key: string };

/** From the floating panel's frame to the content script (postMessage to the page's window). */
export type FrameCommand =
  | { kind: 'move'; dx: number; dy: number }
  /** Dragging: the handle was grabbed at `grab` and the pointer is at `at` (both frame coordinates). */
  | { kind: 'drag'; grab: { x: number; y: number }; at: { x: number; y: number } }
  | { kind: 'minimise'; minimised: boolean }
  | { kind: 'close' };

/** chrome.storage.session key of a floating panel's mount request. */
export const frameKey = (tabId: number) => `frame:${tabId}`;
