import { BUNDLE_PATH } from '../../../harness/shared/snippet-page';
import type { WidgetConfig } from '../../../widget/config/schema';

// One page per host style: every mount the test draws, each in its own cell at a fixed place,
// so a page load serves every screen. A cell is placed and sized by id with `!important` (the
// test page's own layout, which no framework may move: the widget is judged on what it draws
// inside the cell, not on where the host puts the cell). Its `div` is what a snippet has.

export const CELLS = ['main', 'otp', 'magic', 'pwCreate', 'pwLogin', 'reset', 'passkeys'] as const;
export type Cell = (typeof CELLS)[number];

/** Room per cell: the widget is 400 px wide; Main with every product is the tallest. */
const CELL_WIDTH = 440;
const PLACES: Record<Cell, { left: number; top: number }> = {
  main: { left: 20, top: 20 },
  otp: { left: 480, top: 20 },
  magic: { left: 940, top: 20 },
  pwCreate: { left: 480, top: 560 },
  pwLogin: { left: 940, top: 560 },
  reset: { left: 480, top: 1120 },
  passkeys: { left: 940, top: 1120 },
};

/** Wide and tall enough for every cell: no element screenshot scrolls. */
export const VIEWPORT = { width: 1400, height: 1700 };

interface Mount {
  fn: 'mountLogin' | 'mountResetPassword' | 'mountPasskeyRegistration';
  config: WidgetConfig;
}

export interface PageOptions {
  token: string;
  apiUrl: string;
  shadow: boolean;
  /** Main's config: every product. */
  allProducts: WidgetConfig;
  /** The host stylesheet's URL, or none for the blank page. */
  cssHref: string | null;
}

function mounts(allProducts: WidgetConfig): Record<Cell, Mount> {
  const passwords: WidgetConfig = { products: ['passwords'] };
  return {
    main: { fn: 'mountLogin', config: allProducts },
    otp: { fn: 'mountLogin', config: { products: ['otp'], otpOptions: { methods: ['email'] } } },
    magic: { fn: 'mountLogin', config: { products: ['emailMagicLinks'] } },
    pwCreate: { fn: 'mountLogin', config: passwords },
    pwLogin: { fn: 'mountLogin', config: passwords },
    reset: { fn: 'mountResetPassword', config: passwords },
    passkeys: { fn: 'mountPasskeyRegistration', config: { products: ['passkeys'] } },
  };
}

const layout = CELLS.map((cell) => {
  const { left, top } = PLACES[cell];
  return `#${cell}{position:absolute!important;left:${left}px!important;top:${top}px!important;width:${CELL_WIDTH}px!important;height:auto!important;margin:0!important;padding:0!important;border:0!important;transform:none!important}`;
}).join('\n');

/**
 * The page: the host stylesheet first in the head (as a site links its framework), the layout,
 * and one module mounting every cell. The reset mount takes its token from `?reset=`.
 */
export function hostilePage(options: PageOptions): string {
  const all = mounts(options.allProducts);
  const calls = CELLS.map((cell) => {
    const { fn, config } = all[cell];
    const shadowConfig = options.shadow ? { ...config, enableShadowDOM: true } : config;
    const reset = fn === 'mountResetPassword' ? ', passwordResetToken: resetToken' : '';
    return `${fn}({ elementId: '#${cell}', publicToken: ${JSON.stringify(options.token)}, apiUrl: ${JSON.stringify(options.apiUrl)}, config: ${JSON.stringify(shadowConfig)}${reset} });`;
  }).join('\n');
  const link = options.cssHref ? `<link rel="stylesheet" href="${options.cssHref}">` : '';
  const cells = CELLS.map((cell) => `<div id="${cell}"></div>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>hostile css</title>
${link}<style>${layout}</style>
</head>
<body>
${cells}
<script type="module">
import { mountLogin, mountResetPassword, mountPasskeyRegistration } from '${BUNDLE_PATH}';
const resetToken = new URLSearchParams(location.search).get('reset') ?? '';
${calls}
</script>
</body>
</html>
`;
}
