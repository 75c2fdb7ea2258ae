import {
  EMBED_ATTRIBUTE,
  EMBED_ERROR_EVENT,
  EMBED_EVENT,
  onSnippetBlocks,
  showEmbedFailure,
} from './markup';

// The HTML snippets' data blocks (`<script type="application/json" data-stytch-widget="…">`),
// mounted by the bundle itself as it runs: a page needs no inline script, so it mounts under a
// policy of `script-src 'self'` with no nonce or hash (a data block never runs, and no policy
// governs it). The bundle is loaded by the snippet's own `<script type="module" async src>`, so
// the widget draws as soon as the bundle is in; `embed.js` beside it only speaks up when it is not.

type Call = (options: Record<string, unknown>) => unknown;

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
    showEmbedFailure(target, `Sign-in failed: ${result.error?.message}`, result.error);
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
    showEmbedFailure(
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

// A block is mounted once for the page's life, however often this runs.
const mounted = new WeakSet<Element>();

/** Mounts every data block on the page not mounted yet (markup.ts's onSnippetBlocks). */
export function mountSnippetBlocks(exports: Record<string, unknown>): void {
  onSnippetBlocks((block) => {
    if (mounted.has(block)) return;
    mounted.add(block);
    mountBlock(exports, block);
  });
}
