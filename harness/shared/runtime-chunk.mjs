// The standalone bundle's shared code (Preact, the widget context, the form pieces) that the
// entry imports statically. Its name carries no hash so that a snippet can name it beside the
// bundle (`<link rel="modulepreload">`) and the browser fetches both at once, not one after the
// other; the bundle itself has no hash either, so both are versioned by their URL.
export const RUNTIME_CHUNK = 'chunks/runtime.js';

/** The runtime's URL beside a bundle URL (absolute or a path), as the entry imports it. */
export function runtimeUrlBeside(bundleUrl) {
  return bundleUrl.replace(/[^/]*$/, RUNTIME_CHUNK);
}

// The embed loader the HTML snippets load with <script type="module" src> (widget/embed/loader.ts):
// beside the bundle, which it imports as ./stytch-widget.js.
export const EMBED_LOADER = 'embed.js';

/** The embed loader's URL beside a bundle URL (absolute or a path). */
export function embedUrlBeside(bundleUrl) {
  return bundleUrl.replace(/[^/]*$/, EMBED_LOADER);
}
