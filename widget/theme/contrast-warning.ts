import { WidgetError } from '../client/errors';
import { contrastFailures, contrastMessage, type Rgba } from '../config/contrast';
import type { StylesConfig } from '../config/schema';
import { themeTokens } from './tokens';

// Loaded only when a host themes the widget (mount-widget.tsx), so the check costs the first
// render nothing.

/**
 * Reads colours with a probe inside `scope`: the browser computes any CSS colour (named, a
 * colour function, `var(--…)` from the host page) and a 1×1 canvas turns it into sRGB bytes.
 */
function readColors(scope: HTMLElement | ShadowRoot, values: readonly string[]): (Rgba | null)[] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return values.map(() => null);
  const probe = document.createElement('span');
  probe.hidden = true;
  scope.appendChild(probe);
  try {
    return values.map((value) => {
      probe.style.color = '';
      probe.style.color = value;
      if (!probe.style.color) return null;
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = getComputedStyle(probe).color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    });
  } finally {
    probe.remove();
  }
}

// The theme last checked per mount, so an update with the same styles is not told twice.
const checked = new WeakMap<HTMLElement | ShadowRoot, string>();

/**
 * Sends a `config` error to `onError` when the host's colours fail AA for text; once per theme
 * and mount.
 */
export function warnOnLowContrast(
  scope: HTMLElement | ShadowRoot,
  styles: StylesConfig,
  onError: (error: WidgetError) => void,
): void {
  const theme = JSON.stringify(styles);
  if (checked.get(scope) === theme) return;
  checked.set(scope, theme);
  const tokens = themeTokens(styles);
  const names = Object.keys(tokens) as (keyof typeof tokens)[];
  const colors = readColors(
    scope,
    names.map((name) => tokens[name]),
  );
  const byName = new Map(names.map((name, i) => [name, colors[i] ?? null]));
  const failures = contrastFailures((token) => byName.get(token) ?? null);
  if (failures.length) onError(new WidgetError('config', contrastMessage(failures)));
}
