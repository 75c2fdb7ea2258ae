import { closeFrame, isFrameOpen, onFrameCommand, openFrame } from './floating-frame';
import { startPicker } from './picker';
import { PAGE_EVENT, type PageReport, type ToPage, type ToPanel } from './protocol';

// The extension's isolated world in the page: it relays the page-world agent's messages to the
// side panel, lets the developer click the element to mount into, reports what the page's CSP
// blocked, and holds the floating panel's frame.

const relay = globalThis as typeof globalThis & { __stytchWidgetRelay?: true };

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

if (!relay.__stytchWidgetRelay) {
  relay.__stytchWidgetRelay = true;
  document.addEventListener(PAGE_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'string') return;
    const report = JSON.parse(detail) as PageReport;
    toPanel({ kind: 'inspector', message: report.message, seq: report.seq });
  });
  window.addEventListener('message', (event) =>
    onFrameCommand(event, () => toPanel({ kind: 'frame-closed' })),
  );
  document.addEventListener('securitypolicyviolation', (event) => {
    toPanel({ kind: 'csp', directive: event.effectiveDirective, blockedUri: event.blockedURI });
  });
  chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    const request = message as ToPage;
    if (request.kind === 'frame-open?') sendResponse(isFrameOpen());
    if (request.kind === 'pick') {
      pick();
      // The panel asks for the click once the picker listens.
      sendResponse(true);
    }
    if (request.kind === 'cancel-pick') {
      stopPicking?.();
      stopPicking = null;
    }
    if (request.kind === 'open-frame') {
      openFrame(`${chrome.runtime.getURL('frame.html')}#${encodeURIComponent(request.key)}`);
    }
    if (request.kind === 'close-frame') closeFrame();
    return undefined;
  });
}
