import { startPicker } from './picker';
import { PAGE_EVENT, type PageReport, type ToPage, type ToPanel } from './protocol';

// The extension's isolated world in the page: it relays the page-world agent's messages to the
// side panel, lets the developer click the element to mount into, reports what the page's CSP
// blocked, and holds the floating panel's frame.

const relay = globalThis as typeof globalThis & { __stytchWidgetRelay?: true };
const FRAME_ID = 'stytch-widget-extension-frame';

function toPanel(message: ToPanel): void {
  // The side panel may be closed: nobody listens then, which is fine.
  chrome.runtime.sendMessage(message).catch(() => undefined);
}

let stopPicking: (() => void) | null = null;

function pick(): void {
  stopPicking?.();
  const done = () => {
    stopPicking = null;
  };
  stopPicking = startPicker({
    picked(selector) {
      done();
      toPanel({ kind: 'picked', selector });
    },
    refused(element) {
      toPanel({ kind: 'pick-refused', element });
    },
    cancelled() {
      done();
      toPanel({ kind: 'pick-cancelled' });
    },
  });
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
    if (typeof detail !== 'string') return;
    const report = JSON.parse(detail) as PageReport;
    toPanel({ kind: 'inspector', message: report.message, seq: report.seq });
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    toPanel({ kind: 'csp', directive: event.effectiveDirective, blockedUri: event.blockedURI });
  });
  chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    const request = message as ToPage;
    if (request.kind === 'frame-open?') sendResponse(document.getElementById(FRAME_ID) !== null);
    if (request.kind === 'pick') pick();
    if (request.kind === 'cancel-pick') {
      stopPicking?.();
      stopPicking = null;
    }
    if (request.kind === 'open-frame') openFrame(request.key);
    if (request.kind === 'close-frame') document.getElementById(FRAME_ID)?.remove();
    return undefined;
  });
}
