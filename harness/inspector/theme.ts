import { cssVariables, DEFAULT_TOKENS } from '../../widget/theme/tokens';

// The dev tools wear the widget's own theme: inspector.css and the extension's panel read the
// widget's CSS variables (--stw-*), set here from the widget's default tokens, so they look
// like one product and a token changed in the widget changes them too.

export function applyWidgetTheme(root: HTMLElement): void {
  for (const [name, value] of Object.entries(cssVariables(DEFAULT_TOKENS))) {
    root.style.setProperty(name, value);
  }
}
