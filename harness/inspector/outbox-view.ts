import { createTestApiClient, type OutboxMessage, outboxPageUrl } from '../test-api/client';
import { h, time } from './dom';
import type { CallMessage } from './messages';
import { outboxProblem } from './outbox-problem';
import { usedCodeIds } from './used-codes';

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

/** One message's entry, kept across polls so its status line and focus survive. */
interface MessageItem {
  element: HTMLLIElement;
  setUsed(used: boolean): void;
  setNewest(newest: boolean): void;
}

function messageItem(
  message: OutboxMessage,
  options: OutboxViewOptions,
  onTyped: () => void,
): MessageItem {
  const element = h(
    'li',
    { 'data-outbox-to': message.to, 'data-outbox-id': message.id, class: 'sti-message' },
    h(
      'div',
      { class: 'sti-message-head' },
      h('strong', {}, message.channel),
      ' to ',
      h('span', { class: 'sti-long', title: message.to }, message.to),
      ` · ${message.kind} · ${time(Date.parse(message.sent_at))}`,
    ),
  );
  const anchor = (href: string) =>
    h(
      'a',
      {
        href,
        title: href,
        class: 'sti-long',
        ...(options.linkTarget === '_blank' ? { target: '_blank', rel: 'noopener' } : {}),
      },
      href,
    );
  let setUsed = (_used: boolean) => {};
  if (message.code) {
    const code = message.code;
    const button = h('button', { type: 'button', 'data-type-code': code }, 'Type code');
    const used = h('span', { class: 'sti-badge', 'data-code-used': '', hidden: '' }, 'used');
    const status = h('span', { role: 'status', 'data-type-status': '' });
    button.addEventListener('click', async () => {
      const typed = await options.typeCode(code);
      status.textContent = typed
        ? 'Typed into the widget.'
        : 'The widget shows no passcode field now.';
      if (typed) onTyped();
    });
    element.append(
      h('div', { class: 'sti-code-row' }, h('code', { class: 'sti-code' }, code), button, used),
      status,
    );
    setUsed = (isUsed) => {
      // A spent code cannot log anyone in again: no button to type it.
      button.hidden = isUsed;
      used.hidden = !isUsed;
      element.toggleAttribute('data-used', isUsed);
    };
  }
  if (message.link) element.append(h('div', {}, anchor(message.link)));
  // A password reset email can also offer to log in without a new password.
  if (message.login_link) {
    element.append(h('div', {}, 'Log in without a password: ', anchor(message.login_link)));
  }
  return {
    element,
    setUsed,
    setNewest: (newest) => element.toggleAttribute('data-newest', newest),
  };
}

/** The test API's outbox, newest first, kept current while an API is set. */
export function createOutboxView(options: OutboxViewOptions) {
  const list = h('ul', { id: 'outbox', class: 'sti-outbox', 'aria-live': 'polite' });
  const note = h('p', { class: 'sti-note' });
  const element = h('div', { class: 'sti-outbox-body' }, note, list);
  let apiUrl: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let messages: OutboxMessage[] = [];
  let calls: readonly CallMessage[] = [];
  const items = new Map<string, MessageItem>();
  const seenAt = new Map<string, number>();
  const typed = new Set<string>();
  // Redrawn only when the messages change, so a screen reader hears each message once.
  let shown: string | null = null;

  const markUsed = () => {
    const used = usedCodeIds(messages, calls, seenAt);
    for (const [id, item] of items) item.setUsed(typed.has(id) || used.has(id));
  };

  const show = (next: OutboxMessage[]) => {
    messages = next;
    const newestFirst = [...next].reverse();
    const newestCode = newestFirst.find((message) => message.code)?.id;
    const elements = newestFirst.map((message) => {
      if (!seenAt.has(message.id)) seenAt.set(message.id, Date.now());
      let item = items.get(message.id);
      if (!item) {
        item = messageItem(message, options, () => {
          typed.add(message.id);
          markUsed();
        });
        items.set(message.id, item);
      }
      item.setNewest(message.id === newestCode);
      return item.element;
    });
    list.replaceChildren(...(elements.length ? elements : [h('li', {}, 'Nothing sent yet.')]));
    markUsed();
  };

  const refresh = async () => {
    const polling = apiUrl;
    if (!polling) return;
    try {
      const next = await createTestApiClient(polling).outbox.list();
      const key = next.map((message) => message.id).join(' ');
      if (polling === apiUrl && key !== shown) {
        shown = key;
        show(next);
      }
    } catch (error) {
      shown = null;
      list.replaceChildren(h('li', { class: 'sti-problem' }, outboxProblem(polling, error)));
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
      messages = [];
      items.clear();
      list.replaceChildren();
      note.replaceChildren(
        ...(next
          ? [
              'Codes and links the local test API sent (',
              h('a', { href: outboxPageUrl(next), target: '_blank' }, 'full view'),
              ').',
            ]
          : ['The widget talks to Stytch: codes and links go to real inboxes.']),
      );
      void refresh();
    },
    /** The widget's calls so far: a successful passcode check marks its code used. */
    setCalls(next: readonly CallMessage[]) {
      if (next === calls) return;
      calls = next;
      markUsed();
    },
    stop() {
      clearTimeout(timer);
      apiUrl = null;
    },
  };
}
