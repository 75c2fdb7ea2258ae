import type { MountFunction } from '../../widget/index';
import { type InspectorAgent, installInspectorAgent } from '../inspector/agent';
import type { InspectorMessage } from '../inspector/messages';
import {
  type MountRequest,
  type MountResult,
  PAGE_CONTROL,
  PAGE_EVENT,
  type PageControl,
  type PageReport,
} from './protocol';

// Injected into the page's own world (chrome.scripting, world MAIN), so the widget runs as it
// would in production: the page's CSS, CSP and cookies apply. It mounts the standalone bundle
// from the extension's web-accessible files and puts everything back on unmount.

interface Mounted {
  handle: { unmount(): void };
  agent: InspectorAgent;
  host: Element;
  children: Node[];
  hadShadowRoot: boolean;
  adopted: CSSStyleSheet[];
  head: Set<Element>;
}

const page = window as typeof window & { [PAGE_CONTROL]?: PageControl };

/** How many reports the page keeps for a side panel that attaches later. */
const KEEP_REPORTS = 500;

function installPageControl(): PageControl {
  let mounted: Mounted | null = null;
  let mountedInto: string | null = null;
  // What the page reported, kept here because the page outlives any one side panel: a panel
  // that attaches later (tab switch, reopened) rebuilds its inspector from it.
  const reports: PageReport[] = [];
  let seq = 0;
  const send = (message: InspectorMessage) => {
    const report: PageReport = { seq: ++seq, message };
    reports.push(report);
    if (reports.length > KEEP_REPORTS) reports.splice(0, reports.length - KEEP_REPORTS);
    document.dispatchEvent(new CustomEvent(PAGE_EVENT, { detail: JSON.stringify(report) }));
  };

  const unmount = (): boolean => {
    if (!mounted) return false;
    const { handle, agent, host, children, hadShadowRoot, adopted, head } = mounted;
    mounted = null;
    mountedInto = null;
    handle.unmount();
    // The page as it was: the element's own children, no widget styles. (A
    // shadow root the widget attached, with enableShadowDOM, cannot be detached: it is emptied.)
    if (!hadShadowRoot) host.shadowRoot?.replaceChildren();
    host.replaceChildren(...children);
    document.adoptedStyleSheets = adopted;
    for (const element of [...document.head.children]) if (!head.has(element)) element.remove();
    agent.uninstall();
    send({ type: 'unmounted', at: Date.now() });
    return true;
  };

  return {
    async mount(request: MountRequest): Promise<MountResult> {
      unmount();
      const host = document.querySelector(request.options.elementId);
      if (!host) return { ok: false, error: `No element matches ${request.options.elementId}.` };
      const agent = installInspectorAgent(send);
      const saved = {
        host,
        children: [...host.childNodes],
        hadShadowRoot: host.shadowRoot !== null,
        adopted: [...document.adoptedStyleSheets],
        head: new Set(document.head.children),
      };
      try {
        const bundle = (await import(/* @vite-ignore */ request.bundleUrl)) as Record<
          string,
          unknown
        >;
        const mount = bundle[request.functionName] as MountFunction | undefined;
        if (typeof mount !== 'function')
          throw new Error(`the bundle has no ${request.functionName}()`);
        mounted = { ...saved, agent, handle: mount(request.options) };
        mountedInto = request.options.elementId;
        return { ok: true };
      } catch (error) {
        agent.uninstall();
        return { ok: false, error: String(error) };
      }
    },
    unmount,
    typeCode: (code) => mounted?.agent.typeCode(code) ?? false,
    snapshot: () => ({ mountedInto, reports: [...reports] }),
  };
}

page[PAGE_CONTROL] ??= installPageControl();
