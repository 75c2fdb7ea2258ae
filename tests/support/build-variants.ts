/**
 * Both builds, each in the light DOM and in a shadow root: [name, page path prefix, shadow].
 * A prefix starting with `s` is the standalone bundle, with `r` the React entry in a React app.
 */
export const BUILD_DOM_VARIANTS = [
  ['standalone bundle, light DOM', 's', false],
  ['standalone bundle, shadow DOM', 'ss', true],
  ['React entry, light DOM', 'r', false],
  ['React entry, shadow DOM', 'rs', true],
] as const;
