/**
 * CSS system colours, current and deprecated: the browser accepts them as colour words, but
 * they are the visitor's OS colours, and Node's table (named-colors.ts) has none of them, so
 * `validate` refuses them; the mount refuses them too.
 */
const SYSTEM_COLORS =
  /^(?:accentcolor(?:text)?|(?:active|link|visited|gray|caption|info|menu|window|canvas|field|button|highlight|mark|selecteditem|inactivecaption)text|buttonborder|buttonface|canvas|field|highlight|mark|selecteditem|active(?:border|caption)|appworkspace|background|button(?:highlight|shadow)|inactive(?:border|caption)|infobackground|menu|scrollbar|threed(?:darkshadow|face|highlight|lightshadow|shadow)|window(?:frame)?)$/;

/**
 * Whether a lower-case word is a CSS named colour, asked of the browser's own CSS parser: the
 * bundles the browser loads carry no 1.4 KB table of names (see named-colors.ts for Node).
 */
export const isNamedColor = (name: string): boolean =>
  /^[a-z]+$/.test(name) &&
  !SYSTEM_COLORS.test(name) &&
  typeof CSS !== 'undefined' &&
  CSS.supports('color', name);
