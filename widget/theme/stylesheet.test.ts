// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addStylesheetRules, injectStylesheet } from './stylesheet';

/** The widget's CSS as the target holds it, adopted sheet or <style> alike. */
function cssIn(target: Document | ShadowRoot): string {
  const adopted = [...(target.adoptedStyleSheets ?? [])]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const styles = [...target.querySelectorAll('style[data-stytch-widget]')]
    .map((style) => style.textContent)
    .join('\n');
  return `${adopted}\n${styles}`;
}

describe('the widget stylesheet', () => {
  it("adds a lazily loaded part's rules where the sheet already is, and where it goes later", () => {
    const first = document.createElement('div').attachShadow({ mode: 'open' });
    injectStylesheet(first);
    expect(cssIn(first)).toContain('.stw-root');
    expect(cssIn(first)).not.toContain('stw-lazy-part');
    addStylesheetRules('.stw-root .stw-lazy-part{color:red}');
    expect(cssIn(first)).toContain('stw-lazy-part');
    const later = document.createElement('div').attachShadow({ mode: 'open' });
    injectStylesheet(later);
    expect(cssIn(later)).toContain('stw-lazy-part');
  });
});
