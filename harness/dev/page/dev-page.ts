// The dev page of `stytch-widget dev` (npm start): the widget on the left, mounted with the
// options the dev server derives from the config, and on the right the test API's outbox, so a
// person can log in by hand with the codes and links it "sent".
import type { MountFunction } from '../../../widget/index';
import { type OutboxMessage, readOutbox } from '../../test-api/outbox-client';
import { DEV_CONFIG_PATH, type DevPageConfig } from './dev-page-config';

const POLL_MS = 1_000;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (text !== undefined) created.textContent = text;
  return created;
}

function byId(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The dev page has no #${id}`);
  return found;
}

function messageItem(message: OutboxMessage): HTMLLIElement {
  const item = element('li');
  const sentAt = new Date(message.sent_at).toLocaleTimeString();
  item.append(
    element('strong', message.channel),
    ` to ${message.to} · ${message.kind} · ${sentAt}`,
    element('br'),
  );
  if (message.code) item.append('Code: ', element('code', message.code));
  if (message.link) {
    const link = element('a', message.link);
    link.href = message.link;
    item.append(link);
  }
  // A password reset email can also offer to log in without a new password.
  if (message.login_link) {
    const link = element('a', message.login_link);
    link.href = message.login_link;
    item.append(element('br'), 'Log in without a password: ', link);
  }
  return item;
}

/** Shows the outbox, newest first, and keeps it current. */
function watchOutbox(apiUrl: string): void {
  const list = byId('outbox');
  // Redrawn only when the messages change, so a screen reader hears each message once.
  let shown: string | null = null;
  const refresh = async () => {
    try {
      const messages = await readOutbox(apiUrl);
      const key = messages.map((message) => message.id).join(' ');
      if (key !== shown) {
        shown = key;
        list.replaceChildren(
          ...(messages.length
            ? [...messages].reverse().map(messageItem)
            : [element('li', 'Nothing sent yet. Submit the form on the left.')]),
        );
      }
    } catch (error) {
      shown = null;
      list.replaceChildren(element('li', `Cannot reach the test API at ${apiUrl}: ${error}`));
    }
    setTimeout(refresh, POLL_MS);
  };
  void refresh();
}

async function start(): Promise<void> {
  const response = await fetch(DEV_CONFIG_PATH);
  if (!response.ok) throw new Error(`GET ${DEV_CONFIG_PATH} answered ${response.status}`);
  const config = (await response.json()) as DevPageConfig;
  const fullView = element('a', 'full view');
  fullView.href = new URL('/__emulator/outbox.html', config.apiUrl).href;
  byId('outbox-full-view').append(' (', fullView, ')');
  watchOutbox(config.apiUrl);
  // The built bundle, loaded at run time as a pasted snippet loads it: the dev page shows what
  // ships, not a second build of the widget's sources.
  const widget = (await import(/* @vite-ignore */ config.bundleUrl)) as Record<string, unknown>;
  const mount = widget[config.mountFunction];
  if (typeof mount !== 'function') {
    throw new Error(`the bundle at ${config.bundleUrl} has no ${config.mountFunction}()`);
  }
  (mount as MountFunction)(config.mountOptions);
}

start().catch((error: unknown) => {
  const problem = byId('dev-problem');
  problem.textContent = `The dev page could not start: ${error}`;
  problem.hidden = false;
});
