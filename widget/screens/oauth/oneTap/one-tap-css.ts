// One Tap's styles, added to the widget's stylesheet when its lazy chunk loads. The floating box
// lives outside the widget (in the page's body, where Google's script can find it), so its
// styles are inline (OneTap.tsx).
export const ONE_TAP_CSS = `
.stw-root .stw-one-tap{display:flex;flex-direction:column;justify-content:center;overflow:hidden;transition:height .2s ease-out}
.stw-root .stw-one-tap>.stw-spinner{align-self:center}
.stw-root .stw-one-tap[hidden]{display:none}
`;
