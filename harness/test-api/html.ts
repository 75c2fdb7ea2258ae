import type { RawResponse } from './context';

// Tiny HTML helpers for the emulator's own pages (OAuth consent, outbox view, errors).
// Every interpolated value goes through escapeHtml.

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem;color:#19303d}
h1{font-size:1.4rem} table{border-collapse:collapse;width:100%} td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top;font-size:.9rem}
code{background:#f3f5f6;padding:.1rem .3rem;border-radius:3px;word-break:break-all}
label{display:block;margin:.6rem 0 .2rem} input{padding:.4rem;width:20rem;max-width:100%}
button{margin:.8rem .4rem 0 0;padding:.5rem 1rem;border-radius:4px;border:1px solid #19303d;background:#19303d;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#19303d} .note{color:#5c727d;font-size:.85rem}
`;

export function htmlPage(
  status: number,
  title: string,
  body: string,
  headers: Record<string, string> = {},
): RawResponse {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
  return { raw: true, status, contentType: 'text/html; charset=utf-8', body: html, headers };
}

export const redirectTo = (location: string): RawResponse => ({
  raw: true,
  status: 302,
  contentType: 'text/plain; charset=utf-8',
  body: `Redirecting to ${location}`,
  headers: { Location: location },
});
