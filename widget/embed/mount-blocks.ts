import { EMBED_ATTRIBUTE, EMBED_ERROR_EVENT, EMBED_EVENT } from './markup';

// The HTML snippets' data blocks (`<script type="application/json" data-stytch-widget="…">`),
// mounted by the bundle itself as it runs: a page needs no inline script, so it mounts under a
// policy of `script-src 'self'` with no nonce or hash (a data block never runs, and no policy
// governs it). The bundle is loaded by the snippet's own `<script type="module" async src>`, so
// the widget draws as soon as the bundle is in; `embed.js` beside it only speaks up when it is not.

type Call = (options: Record<string, unknown>) => unknown;

const seen = new WeakSet<Element>();

/** Shows `message` in the element as an alert and in the console, and dispatches it. */
function fail(target: Element, message: string, error: unknown): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  target.replaceChildren(alert);
  console.error(`stytch-widget: ${message}`);
  target.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { bubbles: true, detail: error }));
}

async function finishRedirect(
  run: Call,
  target: HTMLElement,
  { elementId: _element, afterLoginUrl, ...options }: Record<string, unknown>,
): Promise<void> {
  const result = (await run(options)) as { ok: boolean; error?: { message: string } };
  if (result.ok) {
    target.textContent = 'You are signed in.';
    window.location.replace(typeof afterLoginUrl === 'string' ? afterLoginUrl : '/');
  } else {
    fail(target, `Sign-in failed: ${result.error?.message}`, result.error);
  }
}

function mountBlock(exports: Record<string, unknown>, script: HTMLScriptElement): void {
  let options: Record<string, unknown>;
  let target: Element | null;
  try {
    options = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    target = document.querySelector(String(options.elementId));
  } catch (cause) {
    console.error('stytch-widget: a snippet’s options are not JSON with an elementId', cause);
    return;
  }
  if (!(target instanceof HTMLElement)) {
    console.error(`stytch-widget: no element "${String(options.elementId)}" to mount into`);
    return;
  }
  const name = script.getAttribute(EMBED_ATTRIBUTE) ?? '';
  const call = exports[name];
  if (typeof call !== 'function') {
    const message = `This stytch-widget has no ${name}.`;
    fail(
      target,
      message,
      Object.assign(new Error(message), { name: 'WidgetError', kind: 'config' }),
    );
    return;
  }
  if (name === 'authenticateFromUrl') {
    void finishRedirect(call as Call, target, options);
    return;
  }
  const emit = (type: string) => (detail: unknown) =>
    target.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  // The snippet's loading line goes; the widget draws its own.
  target.replaceChildren();
  (call as Call)({
    ...options,
    callbacks: { onEvent: emit(EMBED_EVENT), onError: emit(EMBED_ERROR_EVENT) },
  });
}

/**
 * Mounts the blocks on the page not mounted yet: those parsed so far now, the rest (another
 * snippet further down) once the page is parsed, since the bundle may run before that.
 */
export function mountSnippetBlocks(exports: Record<string, unknown>): void {
  const run = () => {
    for (const script of document.querySelectorAll<HTMLScriptElement>(
      `script[type="application/json"][${EMBED_ATTRIBUTE}]`,
    )) {
      if (seen.has(script)) continue;
      seen.add(script);
      mountBlock(exports, script);
    }
  };
  run();
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  }
}
