import './frame.css';
import type { MountFunction } from '../../widget/index';
import { installInspectorAgent } from '../inspector/agent';
import type { InspectorMessage } from '../inspector/messages';
import { applyWidgetTheme } from '../inspector/theme';
import type { FrameCommand, MountRequest, ToPage, ToPanel } from './protocol';

// The floating panel: an extension page framed into the tab, where the page's CSP does not
// apply. The widget runs here instead of in the page (so the page's CSS and cookies do not
// apply either); the inspector still sees it, through the same agent as in the page.

const toPanel = (message: ToPanel) => chrome.runtime.sendMessage(message).catch(() => undefined);

applyWidgetTheme(document.documentElement);

/** To the content script in the page, which moves, resizes or removes this frame. */
const toPage = (command: FrameCommand) =>
  window.parent.postMessage({ stytchWidgetFrame: command }, '*');

const handle = document.getElementById('handle') as HTMLButtonElement;
const minimise = document.getElementById('minimise') as HTMLButtonElement;
let grab: { x: number; y: number } | null = null;
// Frame coordinates: the content script turns them into a place for the frame in the page.
handle.addEventListener('pointerdown', (event) => {
  handle.setPointerCapture(event.pointerId);
  grab = { x: event.clientX, y: event.clientY };
});
handle.addEventListener('pointermove', (event) => {
  if (grab) toPage({ kind: 'drag', grab, at: { x: event.clientX, y: event.clientY } });
});
const endDrag = () => {
  grab = null;
};
handle.addEventListener('pointerup', endDrag);
handle.addEventListener('pointercancel', endDrag);
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
handle.addEventListener('keydown', (event) => {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  event.preventDefault();
  const by = event.shiftKey ? 64 : 16;
  toPage({ kind: 'move', dx: step[0] * by, dy: step[1] * by });
});
minimise.addEventListener('click', () => {
  const minimised = minimise.getAttribute('aria-expanded') === 'true';
  minimise.setAttribute('aria-expanded', String(!minimised));
  minimise.textContent = minimised ? 'Restore' : 'Minimise';
  (document.getElementById('frame-body') as HTMLElement).hidden = minimised;
  toPage({ kind: 'minimise', minimised });
});
document.getElementById('close')?.addEventListener('click', () => toPage({ kind: 'close' }));

async function start(): Promise<void> {
  const key = decodeURIComponent(location.hash.slice(1));
  const request = (await chrome.storage.session.get(key))[key] as MountRequest | undefined;
  if (!request) throw new Error('Nothing to mount: open the side panel and press Mount.');
  // Kept for a side panel that attaches later (another tab and back, the panel reopened).
  const reported: InspectorMessage[] = [];
  const agent = installInspectorAgent((message) => {
    reported.push(message);
    void toPanel({ kind: 'inspector', message });
  });
  chrome.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    const command = message as ToPage;
    // Every floating panel (one per tab) hears the side panels' messages: only its own count.
    if (!('key' in command) || command.key !== key) return undefined;
    if (command.kind === 'frame-type-code') sendResponse(agent.typeCode(command.code));
    if (command.kind === 'frame-snapshot') sendResponse(reported);
    return undefined;
  });
  const bundle = (await import(/* @vite-ignore */ request.bundleUrl)) as Record<string, unknown>;
  const mount = bundle[request.functionName] as MountFunction;
  mount({ ...request.options, elementId: '#stytch-login' });
  await toPanel({ kind: 'frame-mounted', result: { ok: true } });
}

start().catch(async (error: unknown) => {
  const problem = document.getElementById('frame-problem') as HTMLElement;
  problem.textContent = String(error);
  problem.hidden = false;
  await toPanel({ kind: 'frame-mounted', result: { ok: false, error: String(error) } });
});
