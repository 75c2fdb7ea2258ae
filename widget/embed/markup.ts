// The names the HTML snippets and the embed loader share. Kept free of imports: the loader is
// the one file a page runs before the bundle.

/** On the snippet's JSON data block: the bundle export it calls (`mountLogin`, …). */
export const EMBED_ATTRIBUTE = 'data-stytch-widget';

/** On the data block: the bundle to call it from, as the page names it (`--bundle-url`). */
export const BUNDLE_ATTRIBUTE = 'data-bundle';

/** Dispatched on the mount element (bubbling) for each widget event; `detail` is the event. */
export const EMBED_EVENT = 'stytch-widget:event';

/** Dispatched on the mount element (bubbling) for each widget error; `detail` is the error. */
export const EMBED_ERROR_EVENT = 'stytch-widget:error';

/** What each call's widget is called in the message shown when the bundle does not load. */
export const EMBED_SUBJECTS: Readonly<Record<string, string>> = {
  mountLogin: 'The login',
  mountResetPassword: 'The password reset',
  mountPasskeyRegistration: 'Passkey registration',
  authenticateFromUrl: 'Sign-in',
};

/** The message in a widget's place when the bundle at `bundleUrl` did not load. */
export function embedFailureText(call: string, bundleUrl: string): string {
  const subject = EMBED_SUBJECTS[call] ?? 'The login';
  const verb = call === 'authenticateFromUrl' ? 'could not finish' : 'could not load';
  return `${subject} ${verb}: ${bundleUrl} did not load. Check that the file is served at that address (npx stytch-widget doctor checks it).`;
}

/**
 * Calls `each` once for every data block on the page: those parsed so far now, the rest (a
 * snippet further down) once the page is parsed, since an `async` script may run before that.
 * Both the bundle (to mount them) and embed.js (to report a bundle that did not load) walk them.
 */
export function onSnippetBlocks(each: (block: HTMLScriptElement) => void): void {
  const seen = new WeakSet<Element>();
  const run = () => {
    for (const block of document.querySelectorAll<HTMLScriptElement>(
      `script[type="application/json"][${EMBED_ATTRIBUTE}]`,
    )) {
      if (seen.has(block)) continue;
      seen.add(block);
      each(block);
    }
  };
  run();
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  }
}

/**
 * Shows `message` in the widget's place as an alert, in the console for whoever debugs the
 * page, and as the element's `stytch-widget:error` event (`detail`, shaped like the widget's own
 * errors, so one listener hears both).
 */
export function showEmbedFailure(
  target: Element,
  message: string,
  detail: unknown,
  cause?: unknown,
): void {
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = message;
  target.replaceChildren(alert);
  console.error(`stytch-widget: ${message}`, ...(cause === undefined ? [] : [cause]));
  target.dispatchEvent(new CustomEvent(EMBED_ERROR_EVENT, { bubbles: true, detail }));
}
