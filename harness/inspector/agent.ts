import type { CommonMountOptions, WidgetEvent } from '../../widget/app/types';
import type { WidgetError } from '../../widget/client/errors';
import type { FlowStore } from '../../widget/flow/store';
import type { WidgetDevtoolsHook, WithDevtoolsHook } from '../../widget/mount/devtools-hook';
import type { InspectorMessage } from './messages';

// The page side of the inspector: it runs where the widget runs (the dev page, or the page the
// extension mounted the widget into, in the page's own world). It puts the widget's devtools
// hook on the page and wraps fetch, and reports what it sees as plain JSON messages.

export interface InspectorAgent {
  /** Types a passcode into the mounted widget's passcode field, as autofill would. */
  typeCode(code: string): boolean;
  /** Takes the hook off and gives the page its own fetch back. */
  uninstall(): void;
}

/** The official client's calls all go under /sdk/v1/ (the test API's and Stytch's alike). */
const SDK_PATH = /\/sdk\/v1\//;

/** A JSON copy, so a message can cross postMessage and chrome.runtime (no functions, no cycles). */
function plain(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? null));
  } catch {
    return String(value);
  }
}

function cookieNames(doc: Document): string[] {
  return doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Every element matching `selector` in the document and in open shadow roots under it. */
function deepQuery(root: Document | ShadowRoot, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...deepQuery(element.shadowRoot, selector));
  }
  return found;
}

interface SessionAnswer {
  data?: {
    user_id?: unknown;
    session?: { session_id?: unknown; expires_at?: unknown } | null;
  };
}

/** Logged event names from the body the SDK's logger posts (a JSON array of {event}). */
function loggedNames(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((item) => (item as { event?: { event_name?: unknown } }).event?.event_name)
      .filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
}

export function installInspectorAgent(
  send: (message: InspectorMessage) => void,
  win: Window & typeof globalThis = window,
): InspectorAgent {
  const now = () => Date.now();
  const unsubscribers: (() => void)[] = [];

  const hook: WidgetDevtoolsHook = {
    mount<O extends CommonMountOptions>(store: FlowStore, options: O): O {
      send({
        type: 'mounted',
        elementId: options.elementId,
        publicToken: options.publicToken,
        ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
        config: plain(options.config ?? null),
        at: now(),
      });
      // Read from the store, not the rendered page: screens and form state as the flow has them.
      const report = () => {
        const { screen, form } = store.getState();
        send({ type: 'state', screen, form: plain(form), at: now() });
      };
      report();
      unsubscribers.push(store.subscribe(report));
      const host = options.callbacks;
      return {
        ...options,
        callbacks: {
          onEvent(event: WidgetEvent) {
            send({ type: 'event', name: event.type, data: plain(event.data), at: now() });
            host?.onEvent?.(event);
          },
          onError(error: WidgetError) {
            send({
              type: 'error',
              kind: error.kind,
              message: error.message,
              ...(error.errorType ? { errorType: error.errorType } : {}),
              ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
              at: now(),
            });
            host?.onError?.(error);
          },
        },
      };
    },
  };

  const target = win as typeof win & WithDevtoolsHook;
  target.__STYTCH_WIDGET_DEVTOOLS__ = hook;

  const pageFetch = win.fetch;
  const observedFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!SDK_PATH.test(url.pathname)) return pageFetch.call(win, input, init);
    const started = performance.now();
    const path = url.pathname.replace(/^.*\/sdk\/v1/, '');
    if (path === '/events') {
      for (const name of loggedNames(init?.body)) send({ type: 'logged', name, at: now() });
    }
    const call = (status: number, response: unknown) =>
      send({
        type: 'call',
        method: request.method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        response,
        at: now(),
      });
    let answer: Response;
    try {
      answer = await pageFetch.call(win, input, init);
    } catch (error) {
      call(0, { error: String(error) });
      throw error;
    }
    // Read from a copy, after the SDK has its answer: the inspector never delays the widget.
    void answer
      .clone()
      .json()
      .catch(() => null)
      .then((body: unknown) => {
        call(answer.status, plain(body));
        const data = (body as SessionAnswer | null)?.data;
        const session = data?.session;
        if (answer.ok && session && typeof session.session_id === 'string') {
          // The SDK writes its cookies once it has the answer: read them a moment later.
          win.setTimeout(() => {
            send({
              type: 'session',
              userId: String(data?.user_id ?? ''),
              sessionId: String(session.session_id),
              expiresAt: String(session.expires_at ?? ''),
              cookies: cookieNames(win.document),
              at: now(),
            });
          }, 50);
        }
      });
    return answer;
  };
  win.fetch = observedFetch;

  return {
    typeCode(code) {
      const field = deepQuery(win.document, 'input[autocomplete="one-time-code"]').find(
        (input): input is HTMLInputElement => input instanceof win.HTMLInputElement,
      );
      if (!field || field.disabled) return false;
      // The prototype's setter, so React's and Preact's value tracking see a real change.
      const setValue = Object.getOwnPropertyDescriptor(
        win.HTMLInputElement.prototype,
        'value',
      )?.set;
      field.focus();
      setValue?.call(field, code);
      field.dispatchEvent(new win.Event('input', { bubbles: true }));
      return true;
    },
    uninstall() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      if (target.__STYTCH_WIDGET_DEVTOOLS__ === hook) delete target.__STYTCH_WIDGET_DEVTOOLS__;
      if (win.fetch === observedFetch) win.fetch = pageFetch;
    },
  };
}
