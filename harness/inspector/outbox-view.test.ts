// @vitest-environment happy-dom
import { request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApi } from '../test-api';
import type { OutboxMessage } from '../test-api/client';
import type { CallMessage } from './messages';
import { createOutboxView, type OutboxViewOptions } from './outbox-view';

const stops: (() => unknown)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function message(id: string, to: string, code: string, sentAt: number): OutboxMessage {
  return {
    id,
    channel: 'email',
    to,
    kind: 'otp',
    code,
    subject: 'Your code',
    body: `Your code is ${code}`,
    project_id: 'project-test-1',
    sent_at: new Date(sentAt).toISOString(),
  };
}

/** The view, reading `messages` (oldest first, as the test API lists them) from a fake API. */
function shown(messages: OutboxMessage[], options: Partial<OutboxViewOptions> = {}) {
  vi.stubGlobal('fetch', async () => Response.json({ messages }));
  const view = createOutboxView({ typeCode: () => true, ...options });
  stops.push(view.stop);
  document.body.append(view.element);
  view.setApiUrl('http://127.0.0.1:4010');
  return view;
}

const items = () => [...document.querySelectorAll<HTMLLIElement>('li[data-outbox-id]')];
const typeButton = (item: Element | undefined) =>
  item?.querySelector<HTMLButtonElement>('button[data-type-code]');

/** GET `url` with Node's own http (the DOM environment's fetch is not a browser's). */
function get(url: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { accept: '*/*' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the outbox view', () => {
  it('links its full view to a page the test API answers with HTML', async () => {
    const api = await startTestApi({ port: 0, db: ':memory:' });
    stops.push(api.close);
    vi.stubGlobal('fetch', async () => Response.json({ messages: [] }));
    const view = createOutboxView({ typeCode: () => true });
    stops.push(view.stop);
    view.setApiUrl(api.url);
    const link = view.element.querySelector('a');
    expect(link?.textContent).toBe('full view');
    const page = await get(link?.getAttribute('href') ?? '');
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Outbox</h1>');
  });

  it('lists the newest message first, its code the one shown large', async () => {
    shown([
      message('m1', 'ada@example.com', '111111', 1_000),
      message('m2', 'bo@example.com', '222222', 2_000),
    ]);
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(items().map((item) => item.dataset.outboxId)).toEqual(['m2', 'm1']);
    expect(items().map((item) => item.hasAttribute('data-newest'))).toEqual([true, false]);
    expect(items()[0]?.querySelector('code')?.textContent).toBe('222222');
  });

  it('marks a code typed into the widget as used, without its "Type code" button', async () => {
    const typed: string[] = [];
    shown([message('m1', 'ada@example.com', '111111', 1_000)], {
      typeCode: (code) => {
        typed.push(code);
        return true;
      },
    });
    await vi.waitFor(() => expect(typeButton(items()[0])).toBeTruthy());
    const item = items()[0];
    typeButton(item)?.click();
    await vi.waitFor(() => expect(item?.hasAttribute('data-used')).toBe(true));
    expect(typed).toEqual(['111111']);
    expect(typeButton(item)?.hidden).toBe(true);
    expect(item?.querySelector('[data-code-used]')?.hasAttribute('hidden')).toBe(false);
    expect(item?.querySelector('[role="status"]')?.textContent).toBe('Typed into the widget.');
  });

  it('keeps "Type code" when the widget had no passcode field to type into', async () => {
    shown([message('m1', 'ada@example.com', '111111', 1_000)], { typeCode: () => false });
    await vi.waitFor(() => expect(typeButton(items()[0])).toBeTruthy());
    const item = items()[0];
    typeButton(item)?.click();
    await vi.waitFor(() =>
      expect(item?.querySelector('[role="status"]')?.textContent).toBe(
        'The widget shows no passcode field now.',
      ),
    );
    expect(item?.hasAttribute('data-used')).toBe(false);
    expect(typeButton(item)?.hidden).toBe(false);
  });

  it('marks the code a successful passcode check used, typed by hand', async () => {
    const view = shown([
      message('m1', 'ada@example.com', '111111', 1_000),
      message('m2', 'ada@example.com', '222222', 2_000),
      message('m3', 'bo@example.com', '333333', 2_500),
    ]);
    await vi.waitFor(() => expect(items()).toHaveLength(3));
    const check: CallMessage = {
      type: 'call',
      method: 'POST',
      path: '/otps/authenticate',
      status: 200,
      ms: 5,
      response: { data: { user: { emails: [{ email: 'Ada@example.com' }] } } },
      at: 3_000,
    };
    view.setCalls([check]);
    const used = () =>
      items()
        .filter((item) => item.hasAttribute('data-used'))
        .map((item) => item.dataset.outboxId);
    expect(used()).toEqual(['m2']);
    expect(typeButton(items().find((item) => item.dataset.outboxId === 'm2'))?.hidden).toBe(true);
    // A failed check spends nothing.
    view.setCalls([{ ...check, status: 404, at: 4_000 }]);
    expect(used()).toEqual([]);
  });
});
