// The widget's whole stylesheet. Every rule is scoped under `.stw-root` (nothing leaks into the
// host page), or names the widget's own mount point (`.stw-mount`, the element it puts in the
// host's). Values come from the CSS variables set by theme/tokens.ts.
// Without Shadow DOM the host's CSS reaches every element of the widget (issue 41). The first
// rules shut it out: the mount point and the root start from `initial`, and every element below
// the root takes `all: revert`, the browser's own defaults, for whatever the widget does not set
// itself. That rule's specificity (0,1,1) beats a host's bare element and universal selectors and
// ties `input:not(…)`-style framework rules, which it follows in the cascade (an adopted sheet
// comes after the page's); the widget's class rules (0,2,0) win over it. SVG shapes keep their
// attributes (`d`, `fill`: a revert would drop them, they are presentational hints), so every
// icon's size is set in CSS rather than by its width/height attributes.
// A screen's heading takes focus on arrival (tabindex -1) without a focus box: it is not a
// control. With prefers-reduced-motion, spinners stand still and toasts appear at once.
export const STYLESHEET = `
.stw-mount{all:initial;display:block}
.stw-root{all:initial;display:block;font-family:var(--stw-font-family);color:var(--stw-primary);font-size:16px;line-height:1.4;text-align:start}
.stw-root :not(svg *),.stw-root *::before,.stw-root *::after,.stw-root ::placeholder{all:revert;box-sizing:border-box;font-family:inherit;letter-spacing:normal;text-transform:none}
.stw-root .stw-container{position:relative;width:var(--stw-container-width);max-width:100%;background:var(--stw-container-background);border:1px solid var(--stw-container-border);border-radius:var(--stw-container-radius);padding:32px;display:flex;flex-direction:column;gap:24px}
.stw-root .stw-header{margin:0;padding:0;font-size:24px;font-weight:600;color:var(--stw-primary)}
.stw-root .stw-text{margin:0;padding:0;font-size:16px;color:var(--stw-primary)}
.stw-root .stw-muted{margin:0;font-size:14px;color:var(--stw-secondary)}
.stw-root .stw-logo{display:block;max-height:50px;max-width:100px;margin:0 auto}
.stw-root .stw-stack{display:flex;flex-direction:column;gap:16px;margin:0;padding:0;border:0}
.stw-root .stw-field{display:flex;flex-direction:column;gap:4px}
.stw-root .stw-label{font-size:14px;font-weight:600;color:var(--stw-primary);margin:0}
.stw-root .stw-input,.stw-root .stw-select{display:block;width:100%;height:var(--stw-button-height);margin:0;padding:0 12px;font-size:16px;color:var(--stw-input-text);background:var(--stw-input-background);border:1px solid var(--stw-input-border);border-radius:var(--stw-input-radius);outline:none;box-shadow:none}
.stw-root .stw-input::placeholder{color:var(--stw-input-placeholder);opacity:1}
.stw-root .stw-input:focus-visible,.stw-root .stw-phone-country:has(:focus-visible) .stw-input,.stw-root .stw-select:focus-visible,.stw-root .stw-button:focus-visible,.stw-root .stw-link:focus-visible,.stw-root .stw-tab:focus-visible,.stw-root .stw-password-toggle:focus-visible{outline:2px solid var(--stw-primary);outline-offset:2px}
.stw-root .stw-input[aria-invalid=true]{border-color:var(--stw-error)}
.stw-root .stw-input[readonly],.stw-root .stw-input:disabled{opacity:.7}
.stw-root .stw-field-error{margin:0;font-size:14px;color:var(--stw-error)}
.stw-root .stw-button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;height:var(--stw-button-height);margin:0;padding:0 16px;font-size:16px;font-weight:600;line-height:1;cursor:pointer;border-radius:var(--stw-button-radius);text-decoration:none}
.stw-root .stw-button--primary{background:var(--stw-button-primary-background);color:var(--stw-button-primary-text);border:1px solid var(--stw-button-primary-border)}
.stw-root .stw-button--secondary{border-radius:var(--stw-button-secondary-radius);background:var(--stw-button-secondary-background);color:var(--stw-button-secondary-text);border:1px solid var(--stw-button-secondary-border)}
.stw-root .stw-button:disabled{cursor:not-allowed;opacity:.6}
.stw-root .stw-link{display:inline;margin:0;padding:0;background:none;border:0;font:inherit;font-size:14px;font-weight:600;color:var(--stw-primary);text-decoration:underline;cursor:pointer}
.stw-root .stw-back{align-self:flex-start;display:flex;align-items:center;justify-content:center;width:32px;height:32px;margin:-8px 0;margin-inline-start:-8px;padding:0;background:none;border:0;border-radius:50%;color:var(--stw-primary);cursor:pointer}
.stw-root .stw-back svg{width:20px;height:20px}
.stw-root .stw-spinner{display:inline-block;width:18px;height:18px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:stw-spin .8s linear infinite}
@keyframes stw-spin{to{transform:rotate(360deg)}}
.stw-root .stw-banner{margin:0;padding:12px 16px;border-radius:var(--stw-button-radius);font-size:14px;border:1px solid currentColor}
.stw-root .stw-banner--error{color:var(--stw-error);background:#FFEEEC}
.stw-root .stw-banner--warning{color:#6B4A00;background:#FFF6E0}
.stw-root .stw-banner--success{color:var(--stw-success);background:#E5F6EE}
.stw-root .stw-divider{display:flex;align-items:center;gap:12px;margin:0;color:var(--stw-secondary);font-size:14px}
.stw-root .stw-divider::before,.stw-root .stw-divider::after{content:"";flex:1;height:1px;background:var(--stw-container-border)}
.stw-root .stw-tabs{display:flex;gap:0;margin:0;padding:0;border-bottom:1px solid var(--stw-container-border)}
.stw-root .stw-tab{flex:1;margin:0;padding:8px 4px;background:none;border:0;border-bottom:3px solid transparent;font-size:14px;font-weight:600;color:var(--stw-secondary);cursor:pointer}
.stw-root .stw-tab[aria-selected=true]{color:var(--stw-primary);border-bottom-color:var(--stw-primary)}
.stw-root .stw-otp{display:flex;gap:8px;justify-content:space-between}
.stw-root .stw-otp .stw-input{text-align:center;font-size:24px;letter-spacing:.5em;font-variant-numeric:tabular-nums}
.stw-root .stw-center{display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
.stw-root .stw-check{width:64px;height:64px;color:var(--stw-success)}
.stw-root .stw-watermark{display:flex;justify-content:center}
.stw-root .stw-watermark img,.stw-root .stw-watermark svg{width:150px}
.stw-root .stw-toasts{position:sticky;top:0;z-index:9999;display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none;pointer-events:none}
.stw-root .stw-toasts:empty{display:none}
.stw-root .stw-toast{pointer-events:auto;padding:12px 16px;border-radius:var(--stw-button-radius);font-size:14px;color:#FFFFFF;box-shadow:0 4px 12px rgba(0,0,0,.15);transition:opacity 230ms,transform 230ms}
.stw-root .stw-toast--success{background:var(--stw-success)}
.stw-root .stw-toast--error{background:var(--stw-error)}
.stw-root .stw-toast[data-visible=false]{opacity:0;transform:translateY(-8px)}
.stw-root .stw-row{display:flex;flex-wrap:wrap;gap:4px;align-items:baseline;font-size:14px;color:var(--stw-secondary)}
.stw-root .stw-phone{display:flex;gap:8px}
.stw-root .stw-phone .stw-input{flex:1;min-width:0}
.stw-root .stw-phone-country{position:relative;flex:0 0 96px}
.stw-root .stw-phone-country .stw-select{position:absolute;inset:0;opacity:0}
.stw-root .stw-phone-face{display:flex;align-items:center;justify-content:space-between;padding:0 8px}
.stw-root .stw-phone-face svg{width:10px;height:6px}
.stw-root .stw-phone-loading{justify-content:center;min-height:calc(2 * var(--stw-button-height) + 40px);align-items:center}
.stw-root .stw-loading{justify-content:center}
.stw-root .stw-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.stw-root a{color:var(--stw-primary)}
.stw-root h1[tabindex="-1"]:focus{outline:none}
@media (prefers-reduced-motion:reduce){.stw-root *{animation:none!important;transition:none!important}}
`;

let sheet: CSSStyleSheet | null = null;
/** Rules added by lazily loaded parts (a product's chunk brings its own styles). */
let extra = '';
const fallbackStyles = new Set<HTMLStyleElement>();

/**
 * Adds a lazily loaded part's rules to the widget's stylesheet, in every document and shadow
 * root that already has it and in those that get it later.
 */
export function addStylesheetRules(css: string): void {
  if (extra.includes(css)) return;
  extra += css;
  sheet?.replaceSync(STYLESHEET + extra);
  for (const style of fallbackStyles) style.textContent = STYLESHEET + extra;
}

/**
 * Adds the stylesheet to the document or a shadow root, once per target. A constructed sheet
 * (adoptedStyleSheets) is not an inline <style>, so strict-CSP pages accept it.
 */
export function injectStylesheet(target: Document | ShadowRoot): void {
  if ('adoptedStyleSheets' in target && typeof CSSStyleSheet === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLESHEET + extra);
    }
    if (!target.adoptedStyleSheets.includes(sheet)) {
      target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    }
    return;
  }
  const scope = target instanceof Document ? target.head : target;
  if (scope.querySelector('style[data-stytch-widget]')) return;
  const style = (target instanceof Document ? target : target.ownerDocument).createElement('style');
  style.setAttribute('data-stytch-widget', '');
  style.textContent = STYLESHEET + extra;
  fallbackStyles.add(style);
  scope.appendChild(style);
}
