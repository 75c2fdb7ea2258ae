import { createTestApiClient, type OutboxMessage } from '../test-api/outbox-client';
import { h, time } from './dom';

const POLL_MS = 1_000;

export interface OutboxViewOptions {
  /** Types a code into the widget; false when the widget has no passcode field now. */
  typeCode(code: string): Promise<boolean> | boolean;
  /**
   * Where links open: the dev page follows them in its own tab (the widget is on that page);
   * the extension's side panel opens them in a new tab beside the page under test.
   */
  linkTarget?: '_self' | '_blank';
}

function messageItem(message: OutboxMessage, options: OutboxViewOptions): HTMLLIElement {
  const item = h(
    'li',
    { 'data-outbox-to': message.to },
    h('strong', {}, message.channel),
    ` to ${message.to} · ${message.kind} · ${time(Date.parse(message.sent_at))}`,
  );
  if (message.code) {
    const code = message.code;
    const button = h('button', { type: 'button', 'data-type-code': code }, 'Type code');
    const status = h('span', { role: 'status' });
    button.addEventListener('click', async () => {
      status.textContent = (await options.typeCode(code))
        ? ' Typed into the widget.'
        : ' The widget shows no passcode field now.';
    });
    item.append(h('br'), 'Code: ', h('code', {}, code), ' ', button, status);
  }
  const anchor = (href: string) =>
    h(
      'a',
      { href, ...(options.linkTarget === '_blank' ? { target: '_blank', rel: 'noopener' } : {}) },
      href,
    );
  if (message.link) item.append(h('br'), anchor(message.link));
  // A password reset email can also offer to log in without a new password.
  if (message.login_link) {
    item.append(h('br'), 'Log in without a password: ', anchor(message.login_link));
  }
  return item;
}

/** The test API's outbox, newest first, kept current while an API is set. */
export function createOutboxView(options: OutboxViewOptions) {
  const list = h('ul', { id: 'outbox', 'aria-live': 'polite' });
  const note = h('p', {});
  const element = h('section', { 'data-inspector': 'outbox' }, h('h3', {}, 'Outbox'), note, list);
  let apiUrl: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Redrawn only when the messages change, so a screen reader hears each message once.
  let shown: string | null = null;

  const refresh = async () => {
    const polling = apiUrl;
    if (!polling) return;
    try {
      const messages = await createTestApiClient(polling).outbox.list();
      const key = messages.map((message) => message.id).join(' ');
      if (polling === apiUrl && key !== shown) {
        shown = key;
        list.replaceChildren(
          ...(messages.length
            ? [...messages].reverse().map((message) => messageItem(message, options))
            : [h('li', {}, 'Nothing sent yet.')]),
        );
      }
    } catch (error) {
      shown = null;
      list.replaceChildren(h('li', {}, `Cannot reach the test API at ${polling}: ${error}`));
    }
    if (polling === apiUrl) timer = setTimeout(refresh, POLL_MS);
  };

  return {
    element,
    /** The test API to read, or null (Stytch's servers have no outbox). */
    setApiUrl(next: string | null) {
      if (next === apiUrl) return;
      clearTimeout(timer);
      apiUrl = next;
      shown = null;
      list.replaceChildren();
      note.replaceChildren(
        ...(next
          ? [
              'Codes and links the local test API sent (',
              h(
                'a',
                { href: new URL('/__emulator/outbox.html', next).href, target: '_blank' },
                'full view',
              ),
              ').',
            ]
          : ['The widget talks to Stytch: codes and links go to real inboxes.']),
      );
      void refresh();
    },
    stop() {
      clearTimeout(timer);
      apiUrl = null;
    },
  };
}
