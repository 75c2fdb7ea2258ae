import { PAGE_EVENT, PICKED_ATTRIBUTE, type ToPage, type ToPanel } from './protocol';

// The extension's isolated world in the page: it relays the page-world agent's messages to the
// side panel, lets the developer click the element to mount into, reports what the page's CSP
// blocked, and holds the floating panel's frame.

const relay = globalThis as typeof globalThis & { __stytchWidgetRelay?: true };
const FRAME_ID = 'stytch-widget-extension-frame';

function toPanel(message: ToPanel): void {
  // The side panel may be closed: nobody listens then, which is fine.
  chrome.runtime.sendMessage(message).catch(() => undefined);
}

/** A selector for the element: its id, or a mark the page-world agent removes on unmount. */
function selectorFor(element: Element): string {
  if (element.id && document.querySelectorAll(`#${CSS.escape(element.id)}`).length === 1) {
    return `#${CSS.escape(element.id)}`;
  }
  document.querySelector(`[${PICKED_ATTRIBUTE}]`)?.removeAttribute(PICKED_ATTRIBUTE);
  element.setAttribute(PICKED_ATTRIBUTE, '');
  return `[${PICKED_ATTRIBUTE}]`;
}

/** Outlines the element under the pointer until one is clicked (Escape cancels). */
function pickElement(): void {
  let hovered: HTMLElement | null = null;
  // The element's own style attribute, put back exactly (absent stays absent).
  let style: string | null = null;
  const unhover = () => {
    if (hovered) {
      if (style === null) hovered.removeAttribute('style');
      else hovered.setAttribute('style', style);
    }
    hovered = null;
  };
  const over = (event: MouseEvent) => {
    unhover();
    if (!(event.target instanceof HTMLElement)) return;
    hovered = event.target;
    style = hovered.getAttribute('style');
    hovered.style.outline = '2px dashed #1a73e8';
  };
  const stop = () => {
    unhover();
    document.removeEventListener('mouseover', over, true);
    document.removeEventListener('click', click, true);
    document.removeEventListener('keydown', key, true);
  };
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    stop();
    if (target) toPanel({ kind: 'picked', selector: selectorFor(target) });
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stop();
  };
  document.addEventListener('mouseover', over, true);
  document.addEventListener('click', click, true);
  document.addEventListener('keydown', key, true);
}

function openFrame(key: string): void {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'stytch-widget (floating panel)';
  frame.src = `${chrome.runtime.getURL('frame.html')}#${encodeURIComponent(key)}`;
  frame.style.cssText =
    'position:fixed;right:16px;bottom:16px;width:420px;height:640px;max-height:90vh;' +
    'border:1px solid #adbcc5;border-radius:8px;background:#fff;z-index:2147483647;' +
    'box-shadow:0 4px 24px rgba(0,0,0,.2)';
  document.documentElement.append(frame);
}

if (!relay.__stytchWidgetRelay) {
  relay.__stytchWidgetRelay = true;
  document.addEventListener(PAGE_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail === 'string') toPanel({ kind: 'inspector', message: JSON.parse(detail) });
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    toPanel({ kind: 'csp', directive: event.effectiveDirective, blockedUri: event.blockedURI });
  });
  chrome.runtime.onMessage.addListener((message) => {
    const request = message as ToPage;
    if (request.kind === 'pick') pickElement();
    if (request.kind === 'open-frame') openFrame(request.key);
    if (request.kind === 'close-frame') document.getElementById(FRAME_ID)?.remove();
    return undefined;
  });
}
