// The OAuth product's styles, added to the widget's stylesheet when its lazy chunk loads.
export const OAUTH_CSS = `
.stw-root .stw-oauth{display:flex;flex-direction:column;gap:8px}
.stw-root .stw-oauth-icon{flex:none;width:20px;height:20px}
`;
