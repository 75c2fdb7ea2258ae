// The crypto wallets product's styles (the download links on Crypto Setup Wallet), added to
// the widget's stylesheet when its lazy chunk loads.
export const CRYPTO_CSS = `
.stw-root .stw-wallet-downloads{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.stw-root .stw-crypto-setup{justify-content:center}
`;
