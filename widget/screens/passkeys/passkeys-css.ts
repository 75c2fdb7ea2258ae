// The passkeys product's styles (the passkey list on Passkey Registration Success), added to
// the widget's stylesheet when its lazy chunk loads.
export const PASSKEYS_CSS = `
.stw-root .stw-passkeys{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.stw-root .stw-passkey{display:flex;flex-direction:column;gap:8px;padding:12px;border:1px solid var(--stw-container-border);border-radius:4px}
.stw-root .stw-passkey-head{display:flex;gap:8px;align-items:center;justify-content:space-between}
.stw-root .stw-passkey-name{font-size:16px;color:var(--stw-primary);overflow-wrap:anywhere}
.stw-root .stw-passkey-actions{display:flex;gap:12px;align-items:center}
.stw-root .stw-passkey-actions .stw-button{flex:1}
.stw-root .stw-link:disabled{opacity:.5;cursor:not-allowed}
`;
