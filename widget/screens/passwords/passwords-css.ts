// The passwords product's styles (password field and toggle, strength meter, LUDS checklist),
// added to the widget's stylesheet when its lazy chunk loads.
export const PASSWORDS_CSS = `
.stw-root .stw-password{position:relative}
.stw-root .stw-password .stw-input{padding-inline-end:44px}
.stw-root .stw-password-toggle{position:absolute;top:0;inset-inline-end:0;display:flex;align-items:center;justify-content:center;width:44px;height:100%;margin:0;padding:0;background:none;border:0;color:var(--stw-secondary);cursor:pointer}
.stw-root .stw-password-toggle svg{width:20px;height:20px}
.stw-root .stw-strength{display:flex;flex-direction:column;gap:8px}
.stw-root .stw-strength:empty{display:none}
.stw-root .stw-meter{display:flex;gap:4px}
.stw-root .stw-meter-segment{flex:1;height:4px;border-radius:2px;background:var(--stw-container-border)}
.stw-root .stw-meter[data-tone=weak] .stw-meter-segment[data-on=true]{background:var(--stw-error)}
.stw-root .stw-meter[data-tone=strong] .stw-meter-segment[data-on=true]{background:var(--stw-success)}
.stw-root .stw-checklist{display:flex;flex-direction:column;gap:4px;margin:0;padding:0;list-style:none;font-size:14px}
.stw-root .stw-requirement{display:flex;gap:6px;align-items:flex-start;color:var(--stw-error)}
.stw-root .stw-requirement[data-met=true]{color:var(--stw-success)}
.stw-root .stw-requirement svg{flex:none;width:16px;height:16px;margin-top:2px}
`;
