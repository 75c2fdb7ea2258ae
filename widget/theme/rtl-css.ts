// Rules for right-to-left languages, added with their strings (i18n/load-locale.ts) so
// left-to-right widgets never carry them. The rest of the layout mirrors by itself: flex rows
// follow the writing direction and the stylesheet uses logical properties (inline-start/end).
export const RTL_CSS = `
.stw-root[dir=rtl] .stw-back svg{transform:scaleX(-1)}
.stw-root[dir=rtl] input[type=email],.stw-root[dir=rtl] input[type=tel]{direction:ltr;text-align:right}
`;
