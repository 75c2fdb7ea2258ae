// `embed.js`, beside `stytch-widget.js`: the HTML snippets' second script. The bundle mounts the
// snippets' data blocks itself (mount-blocks.ts) as soon as the snippet's own script tag has it
// in; this file imports the same bundle (the browser loads it once) and, when that fails (a 404,
// a CDN outage, a policy that blocks it), says so in each widget's place: the inline fallback
// the snippets had, without inline script. It imports nothing, so it stays small and loads
// whatever happens to the bundle.

import {
  BUNDLE_ATTRIBUTE,
  EMBED_ATTRIBUTE,
  embedFailureText,
  onSnippetBlocks,
  showEmbedFailure,
} from './markup';

// A name, not a literal in `new URL()`: the build would take a literal for an asset to bundle.
const BUNDLE_FILE = './stytch-widget.js';
const FOLDER = './';
const HERE = new URL(FOLDER, import.meta.url);

onSnippetBlocks((script) => {
  const named = script.getAttribute(BUNDLE_ATTRIBUTE);
  const bundle = named ? new URL(named, document.baseURI) : new URL(BUNDLE_FILE, HERE);
  // Only a bundle in this file's folder: markup injected into a page whose policy trusts a
  // shared CDN could otherwise name any script there, and this file would run it.
  if (!bundle.href.startsWith(HERE.href)) {
    console.error(`stytch-widget: the bundle ${bundle.href} is not beside embed.js`);
    return;
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
    if (!target) {
      console.error(`stytch-widget: ${message}`, cause);
      return;
    }
    const detail = Object.assign(new Error(message, { cause }), {
      name: 'WidgetError',
      kind: 'network',
    });
    showEmbedFailure(target, message, detail, cause);
  });
});
