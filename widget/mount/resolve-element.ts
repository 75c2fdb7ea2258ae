/**
 * The element to mount into; a selector that matches nothing throws, so a typo in the host page
 * fails loudly instead of mounting nowhere.
 */
export function resolveElement(elementId: string): HTMLElement {
  if (typeof elementId !== 'string' || elementId.trim() === '') {
    throw new Error('stytch-widget: elementId must be a CSS selector such as "#login".');
  }
  let element: Element | null = null;
  try {
    element = document.querySelector(elementId);
  } catch {
    throw new Error(`stytch-widget: elementId "${elementId}" is not a valid CSS selector.`);
  }
  // A bare id ("login") is a common slip; accept it when such an element exists.
  element ??= /^[\w-]+$/.test(elementId) ? document.getElementById(elementId) : null;
  if (!element) {
    throw new Error(
      `stytch-widget: no element matches "${elementId}". Add <div id="${elementId.replace(/^#/, '')}"></div> to the page before mounting.`,
    );
  }
  return element as HTMLElement;
}
