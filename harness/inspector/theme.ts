import { cssVariables, DEFAULT_TOKENS } from '../../widget/theme/tokens';

// The inspector wears the widget's own theme: inspector.css reads the widget's CSS variables
// (--stw-*), set here on the inspector's root from the widget's default tokens, so the two
// look like one product and a token changed in the widget changes the inspector too.

export function applyInspectorTheme(root: HTMLElement): void {
  for (const [name, value] of Object.entries(cssVariables(DEFAULT_TOKENS))) {
    root.style.setProperty(name, value);
  }
}
