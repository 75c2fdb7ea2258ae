import { selectorFor, wholePageElement } from './element-name';

// The element picker, in the page (the content script's isolated world): it outlines the
// element under the pointer until one is clicked. The whole page (html, body, head) is refused
// with a hint in the page, and picking goes on. Escape in the page, or the side panel's
// cancel, stops it.

const HINT_ID = 'stytch-widget-extension-hint';

export interface PickerEvents {
  picked(selector: string): void;
  refused(element: 'html' | 'head' | 'body'): void;
  cancelled(): void;
}

/** The sentence the page's hint and the side panel show for a refused click. */
export function refusalText(element: 'html' | 'head' | 'body'): string {
  return `That is the whole page (<${element}>): click an element inside it (Escape cancels).`;
}

function showHint(text: string): void {
  let hint = document.getElementById(HINT_ID);
  if (!hint) {
    hint = document.createElement('div');
    hint.id = HINT_ID;
    hint.setAttribute('role', 'status');
    // Inline styles: the page's stylesheets must not hide or restyle it.
    hint.style.cssText =
      'position:fixed;top:12px;left:50%;transform:translateX(-50%);z-index:2147483647;' +
      'max-width:min(90vw,480px);padding:8px 12px;border-radius:4px;background:#19303D;' +
      'color:#fff;font:14px/1.4 Arial,Helvetica,sans-serif;box-shadow:0 2px 12px rgba(0,0,0,.3);' +
      'pointer-events:none';
    document.documentElement.append(hint);
  }
  hint.textContent = text;
}

/** Starts picking; returns the function that stops it (without telling anyone). */
export function startPicker(events: PickerEvents): () => void {
  let hovered: HTMLElement | null = null;
  // The element's own style attribute, put back exactly (absent stays absent).
  let style: string | null = null;
  const unhover = () => {
    if (hovered) {
      if (style === null) hovered.removeAttribute('style');
      else hovered.setAttribute('style', style);
    }
    hovered = null;
  };
  const over = (event: MouseEvent) => {
    unhover();
    if (!(event.target instanceof HTMLElement) || wholePageElement(event.target)) return;
    hovered = event.target;
    style = hovered.getAttribute('style');
    hovered.style.outline = '2px dashed #1a73e8';
  };
  const stop = () => {
    unhover();
    document.getElementById(HINT_ID)?.remove();
    document.removeEventListener('mouseover', over, true);
    document.removeEventListener('click', click, true);
    document.removeEventListener('keydown', key, true);
  };
  const click = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const whole = wholePageElement(target);
    if (whole) {
      showHint(refusalText(whole));
      events.refused(whole);
      return;
    }
    // Named before the style is put back, so the selector sees the page as it is.
    unhover();
    const selector = selectorFor(target);
    stop();
    events.picked(selector);
  };
  const key = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    stop();
    events.cancelled();
  };
  document.addEventListener('mouseover', over, true);
  document.addEventListener('click', click, true);
  document.addEventListener('keydown', key, true);
  return stop;
}
