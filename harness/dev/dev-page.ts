import type { ConfigFile } from '../../widget/config/schema';
import { htmlPage } from '../shared/page-server';
import { BUNDLE_PATH } from '../shared/snippet-page';
import { renderSnippet } from '../snippets/render-snippet';

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#F3F5F6;color:#19303D}
main{display:flex;flex-wrap:wrap;gap:32px;padding:32px;align-items:flex-start}
aside{flex:1;min-width:320px;max-width:560px;background:#fff;border:1px solid #ADBCC5;border-radius:8px;padding:16px 24px}
aside h2{font-size:18px;margin:0 0 4px}
aside p{margin:0 0 12px;color:#5C727D;font-size:14px}
#outbox{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
#outbox li{border-top:1px solid #E5E8EB;padding-top:8px;font-size:14px;overflow-wrap:anywhere}
#outbox code{font-size:20px;font-weight:700;letter-spacing:.2em}
`;

// The outbox panel polls the test API (CORS allows localhost pages) so a person can log in by
// hand with the code or link the API "sent".
const OUTBOX_SCRIPT = (apiUrl: string) => `
const list = document.getElementById('outbox');
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
async function refresh() {
  try {
    const res = await fetch(${JSON.stringify(`${apiUrl}/__emulator/outbox`)});
    const { messages } = await res.json();
    list.innerHTML = messages.length ? messages.slice().reverse().map((m) =>
      '<li><strong>' + esc(m.channel) + '</strong> to ' + esc(m.to) + ' · ' + esc(m.kind) + ' · ' +
      esc(new Date(m.sent_at).toLocaleTimeString()) + '<br>' +
      (m.code ? 'Code: <code>' + esc(m.code) + '</code>' : '') +
      (m.link ? '<a href="' + esc(m.link) + '">' + esc(m.link) + '</a>' : '') + '</li>').join('')
      : '<li>Nothing sent yet. Submit the form on the left.</li>';
  } catch (error) {
    list.innerHTML = '<li>Cannot reach the test API at ${apiUrl}: ' + esc(error) + '</li>';
  }
}
refresh();
setInterval(refresh, 1000);
`;

export async function devPage(config: ConfigFile, apiUrl: string): Promise<string> {
  const snippet = await renderSnippet('html', config, { bundleUrl: BUNDLE_PATH });
  return htmlPage(
    'stytch-widget dev',
    `<style>${STYLE}</style>
<main>
<section aria-label="Widget">
${snippet}
</section>
<aside aria-labelledby="outbox-title">
<h2 id="outbox-title">Outbox</h2>
<p>Codes and links the local test API sent (<a href="${apiUrl}/__emulator/outbox.html">full view</a>).</p>
<ul id="outbox" aria-live="polite"></ul>
</aside>
</main>
<script type="module">${OUTBOX_SCRIPT(apiUrl)}</script>`,
  );
}

/** Where magic links and OAuth land during development: finishes the login and says how it went. */
export function redirectPage(config: ConfigFile): string {
  const options = JSON.stringify({ publicToken: config.publicToken, apiUrl: config.apiUrl });
  return htmlPage(
    'stytch-widget dev: finishing login',
    `<style>${STYLE}</style>
<main><aside><h2 id="status" role="status">Logging in</h2><p id="detail"></p><p><a href="/">Back to the widget</a></p></aside></main>
<script type="module">
import { authenticateFromUrl } from '${BUNDLE_PATH}';
const result = await authenticateFromUrl(${options});
document.getElementById('status').textContent = result.ok ? 'Logged in' : 'Login failed';
document.getElementById('detail').textContent = result.ok ? 'User ' + result.userId : result.error.message;
</script>`,
  );
}
