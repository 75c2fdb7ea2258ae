import type { MountFunction } from '../../widget/index';
import { installInspectorAgent } from '../inspector/agent';
import type { InspectorMessage } from '../inspector/messages';
import type { MountRequest, ToPage, ToPanel } from './protocol';

// The floating panel: an extension page framed into the tab, where the page's CSP does not
// apply. The widget runs here instead of in the page (so the page's CSS and cookies do not
// apply either); the inspector still sees it, through the same agent as in the page.

const toPanel = (message: ToPanel) => chrome.runtime.sendMessage(message).catch(() => undefined);

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
