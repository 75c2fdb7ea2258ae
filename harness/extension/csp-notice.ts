// What the side panel says when the page's Content-Security-Policy blocked the widget: what was
// blocked, under which directive, and the fix (the origin to add to that directive), with the
// floating panel as the way around it.

function originOf(blockedUri: string): string | null {
  try {
    const url = new URL(blockedUri);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function cspNotice(directive: string, blockedUri: string): string {
  const origin = originOf(blockedUri);
  const fix = origin
    ? `To run the widget in the page, add ${origin} to its ${directive}`
    : `To run the widget in the page, allow it in its ${directive}`;
  return `The page's Content-Security-Policy blocked ${blockedUri || 'the widget'} (directive ${directive}). ${fix}; or use the floating panel, which runs outside the page's CSP.`;
}
