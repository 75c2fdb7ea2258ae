import type { RawResponse } from './context';
import { OUTBOX_JSON_PATH, OUTBOX_PATH } from './control/outbox-paths';
import { escapeHtml, htmlPage } from './html';
import type { OutboxMessage } from './outbox';

// The human view of the outbox: newest first, codes large, links clickable, refreshed
// every few seconds so a person logging in by hand sees new messages appear.

const safeLink = (link: string): string =>
  /^https?:\/\//i.test(link)
    ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`
    : `<code>${escapeHtml(link)}</code>`;

export function outboxPage(messages: OutboxMessage[], query: URLSearchParams): RawResponse {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<tr>
        <td>${escapeHtml(m.sent_at)}</td>
        <td>${escapeHtml(m.channel)}</td>
        <td>${escapeHtml(m.to)}</td>
        <td>${escapeHtml(m.kind)}</td>
        <td>${m.code ? `<strong style="font-size:1.3rem;letter-spacing:.15em" data-code>${escapeHtml(m.code)}</strong>` : ''}
            ${m.link ? safeLink(m.link) : ''}
            ${m.login_link ? `<div>Log in without a password: ${safeLink(m.login_link)}</div>` : ''}
            <div class="note">${escapeHtml(m.subject)}</div></td>
      </tr>`,
    )
    .join('');
  const filter = ['to', 'channel', 'kind']
    .filter((k) => query.get(k))
    .map((k) => `${k}=${escapeHtml(query.get(k))}`)
    .join(', ');
  return htmlPage(
    200,
    'Test API outbox',
    `<h1>Outbox</h1>
     <p class="note">Messages the local Stytch test API would have sent${filter ? ` (filtered: ${filter})` : ''}. Newest first; refreshes every 3 seconds. JSON: <a href="${OUTBOX_JSON_PATH}">${OUTBOX_PATH}</a>.</p>
     ${rows ? `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Kind</th><th>Content</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`,
    { Refresh: '3' },
  );
}

/** HTML for browsers (or ?format=html); JSON for fetch and tests. */
export function wantsHtml(query: URLSearchParams, accept: string | undefined): boolean {
  const format = query.get('format');
  if (format) return format === 'html';
  return (accept ?? '').includes('text/html');
}
