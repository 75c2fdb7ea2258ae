// `embed.js`, beside `stytch-widget.js`: the HTML snippets' second script. The bundle mounts the
// snippets' data blocks itself (mount-blocks.ts) as soon as the snippet's own script tag has it
// in; this file imports the same bundle (the browser loads it once) and, when that fails (a 404,
// a CDN outage, a policy that blocks it), says so in each widget's place: the inline fallback
// the snippets had, without inline script. It imports nothing, so it stays small and loads
// whatever happens to the bundle.

import { BUNDLE_ATTRIBUTE, EMBED_ATTRIBUTE, EMBED_ERROR_EVENT, embedFailureText } from './markup';

// A name, not a literal in `new URL()`: the build would take a literal for an asset to bundle.
const BUNDLE_FILE = './stytch-widget.js';
const FOLDER = './';
const HERE = new URL(FOLDER, import.meta.url);

/** Shows `message` in the element as an alert, in the console, and as the error event. */
function fail(target: Element, message: string, cause: unknown): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  target.replaceChildren(alert);
  console.error(`stytch-widget: ${message}`, cause);
  // Shaped like the widget's own errors, so one listener hears both.
  const detail = Object.assign(new Error(message, { cause }), {
    name: 'WidgetError',
    kind: 'network',
  });
  target.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { bubbles: true, detail }));
}

const seen = new WeakSet<Element>();

function watch(): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>(
    `script[type="application/json"][${EMBED_ATTRIBUTE}]`,
  )) {
    if (seen.has(script)) continue;
    seen.add(script);
    const named = script.getAttribute(BUNDLE_ATTRIBUTE);
    const bundle = named ? new URL(named, document.baseURI) : new URL(BUNDLE_FILE, HERE);
    // Only a bundle in this file's folder: markup injected into a page whose policy trusts a
    // shared CDN could otherwise name any script there, and this file would run it.
    if (!bundle.href.startsWith(HERE.href)) {
      console.error(`stytch-widget: the bundle ${bundle.href} is not beside embed.js`);
      continue;
    }
    import(/* @vite-ignore */ bundle.href).catch((cause: unknown) => {
      let target: Element | null = null;
      try {
        const { elementId } = JSON.parse(script.textContent ?? '') as { elementId?: string };
        target = elementId ? document.querySelector(elementId) : null;
      } catch {
        // Options that are not JSON: nowhere to say it but the console.
      }
      const message = embedFailureText(script.getAttribute(EMBED_ATTRIBUTE) ?? '', bundle.href);
      if (target) fail(target, message, cause);
      else console.error(`stytch-widget: ${message}`, cause);
    });
  }
}

watch();
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', watch, { once: true });
}
