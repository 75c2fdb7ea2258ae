import type { OneTapPlacement } from './one-tap-plan';

/** Google's script finds the prompt's parent by id in the page's document. */
export const PROMPT_PARENT_ID = 'stytch-widget-one-tap-prompt';
/** The slot that shows the parent inside the widget when the widget is in a shadow root. */
export const PROMPT_SLOT = 'stytch-widget-one-tap';

/** Inline, because the page's own styles are all there is outside the widget. */
const FLOATING_STYLE =
  'position:fixed;top:16px;right:16px;z-index:9999;width:min(400px,calc(100vw - 32px))';

/**
 * Makes the element the prompt goes in, where Google's script can find it: a fixed box in the
 * page's body (floating); inside the widget's slot, or, when the widget is in a shadow root, a
 * child of its host shown through a <slot> (embedded). The caller removes it.
 */
export function attachPromptParent(
  placement: OneTapPlacement,
  slot: HTMLElement,
): { element: HTMLElement; inShadow: boolean } {
  const doc = slot.ownerDocument;
  const element = doc.createElement('div');
  element.id = PROMPT_PARENT_ID;
  if (placement === 'floating') {
    element.style.cssText = FLOATING_STYLE;
    doc.body.appendChild(element);
    return { element, inShadow: false };
  }
  const root = slot.getRootNode();
  if (root instanceof ShadowRoot) {
    element.slot = PROMPT_SLOT;
    root.host.appendChild(element);
    return { element, inShadow: true };
  }
  slot.appendChild(element);
  return { element, inShadow: false };
}
