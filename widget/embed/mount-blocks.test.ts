// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountSnippetBlocks } from './mount-blocks';

// The bundle's side of the HTML snippets: each data block calls the export it names with its
// options and the element's event callbacks; a block it cannot use is said, never thrown.

const block = (call: string, options: unknown, text = JSON.stringify(options)) =>
  `<script type="application/json" data-stytch-widget="${call}">${text}</script>`;

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('mountSnippetBlocks', () => {
  it('calls the named export once per block with its options, and re-dispatches its callbacks as events', () => {
    document.body.innerHTML = `<div id="a"><p role="status">Loading…</p></div>${block('mountLogin', { elementId: '#a', publicToken: 't' })}`;
    const mountLogin = vi.fn();
    mountSnippetBlocks({ mountLogin });
    mountSnippetBlocks({ mountLogin });
    expect(mountLogin).toHaveBeenCalledOnce();
    const [options] = mountLogin.mock.calls[0] as [
      { elementId: string; callbacks: { onEvent(e: unknown): void; onError(e: unknown): void } },
    ];
    expect(options).toMatchObject({ elementId: '#a', publicToken: 't' });
    // The loading line goes before the widget draws.
    expect(document.querySelector('#a')?.childElementCount).toBe(0);
    const heard: string[] = [];
    document.addEventListener('stytch-widget:event', (e) =>
      heard.push(`event ${(e as CustomEvent).detail}`),
    );
    document.addEventListener('stytch-widget:error', (e) =>
      heard.push(`error ${(e as CustomEvent).detail}`),
    );
    options.callbacks.onEvent('OTP_AUTHENTICATE');
    options.callbacks.onError('boom');
    expect(heard).toEqual(['event OTP_AUTHENTICATE', 'error boom']);
  });

  it('an unknown export is shown in the element as an alert; bad JSON and a missing element go to the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = [
      `<div id="a"></div>${block('mountNothing', { elementId: '#a' })}`,
      block('mountLogin', null, '{ not json'),
      block('mountLogin', { elementId: '#nowhere' }),
    ].join('');
    const mountLogin = vi.fn();
    mountSnippetBlocks({ mountLogin });
    expect(mountLogin).not.toHaveBeenCalled();
    expect(document.querySelector('#a [role="alert"]')?.textContent).toBe(
      'This stytch-widget has no mountNothing.',
    );
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'stytch-widget: This stytch-widget has no mountNothing.',
      'stytch-widget: a snippet’s options are not JSON with an elementId',
      'stytch-widget: no element "#nowhere" to mount into',
    ]);
  });

  it('the redirect block finishes the login, then goes to the after-login page', async () => {
    document.body.innerHTML = `<p id="s" role="status">Signing you in…</p>${block('authenticateFromUrl', { elementId: '#s', publicToken: 't', afterLoginUrl: '/account' })}`;
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ replace } as unknown as Location);
    const authenticateFromUrl = vi.fn(async () => ({ ok: true }));
    mountSnippetBlocks({ authenticateFromUrl });
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/account'));
    // The block's own keys are the page's, not the call's.
    expect(authenticateFromUrl).toHaveBeenCalledWith({ publicToken: 't' });
    expect(document.querySelector('#s')?.textContent).toBe('You are signed in.');
  });
});
