// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOKENS } from '../../widget/theme/tokens';
import type { InspectorMessage } from './messages';
import { emptyInspectorState, reduceInspector } from './model';
import { createInspectorView } from './view';

const at = Date.UTC(2026, 0, 1);
const messages: InspectorMessage[] = [
  { type: 'mounted', elementId: '#login', publicToken: 'public-token-test-1', config: {}, at },
  { type: 'state', screen: 'Main', form: {}, at },
  { type: 'state', screen: 'OtpAuthenticate', form: { errorMessage: '' }, at },
  { type: 'event', name: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'm' }, at },
  {
    type: 'error',
    kind: 'api',
    message: 'Wrong code',
    errorType: 'otp_code_not_found',
    statusCode: 404,
    at,
  },
  {
    type: 'call',
    method: 'POST',
    path: '/otps/authenticate',
    status: 404,
    ms: 7,
    response: {},
    at,
  },
];

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The state after one more message: a render redraws every row. */
function laterState() {
  return [...messages, { type: 'event', name: 'OTP_AUTHENTICATE', data: {}, at } as const].reduce(
    reduceInspector,
    emptyInspectorState(),
  );
}

function shown() {
  const container = document.createElement('div');
  document.body.append(container);
  const view = createInspectorView(container, { typeCode: () => true });
  view.render(messages.reduce(reduceInspector, emptyInspectorState()));
  return { container, view };
}

/** The calls section's first expandable call, as drawn now (a redraw draws a new element). */
function callIn(container: HTMLElement): HTMLDetailsElement {
  const call = container.querySelector<HTMLDetailsElement>(
    '[data-inspector="calls"] tbody details',
  );
  if (!call) throw new Error('no call shown');
  return call;
}

describe('the inspector view', () => {
  it('shows the current screen, the path to it, callbacks, errors with their kind and calls', () => {
    const { container } = shown();
    const text = (part: string) =>
      container.querySelector(`[data-inspector="${part}"]`)?.textContent ?? '';
    expect(container.querySelector('[data-current-screen]')?.textContent).toBe('OtpAuthenticate');
    expect(text('screen')).toContain('MainOtpAuthenticate');
    expect(text('events')).toContain('onEventOTP_LOGIN_OR_CREATE');
    expect(text('errors')).toContain('apiWrong code (otp_code_not_found, 404)');
    expect(text('calls')).toContain('POST/otps/authenticate');
    expect(text('calls')).toContain('4047');
    expect(text('session')).toBe('SessionNo session yet.');
  });

  it('shows the report for a manual copy where the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const { container } = shown();
    container.querySelector<HTMLButtonElement>('[data-inspector="copy-report"]')?.click();
    const fallback = container.querySelector('textarea') as HTMLTextAreaElement;
    await vi.waitFor(() => expect(fallback.hidden).toBe(false));
    expect(JSON.parse(fallback.value)).toMatchObject({
      screen: 'OtpAuthenticate',
      errors: [{ kind: 'api', errorType: 'otp_code_not_found' }],
      calls: [{ path: '/otps/authenticate', status: 404 }],
    });
  });

  it('puts the outbox first and wears the widget theme tokens', () => {
    const { container } = shown();
    const sections = [...container.querySelectorAll('details[data-inspector]')];
    expect(sections.map((section) => section.getAttribute('data-inspector'))).toEqual([
      'outbox',
      'screen',
      'events',
      'errors',
      'calls',
      'session',
    ]);
    expect(container.style.getPropertyValue('--stw-primary')).toBe(DEFAULT_TOKENS.primary);
    expect(container.style.getPropertyValue('--stw-font-family')).toBe(DEFAULT_TOKENS.fontFamily);
  });

  it('remembers a folded section in the next inspector, each section on its own', async () => {
    const first = shown().container;
    const calls = first.querySelector<HTMLDetailsElement>('details[data-inspector="calls"]');
    expect(calls?.open).toBe(true);
    calls?.querySelector('summary')?.click();
    await vi.waitFor(() =>
      expect(localStorage.getItem('stytch-inspector.section.calls')).toBe('closed'),
    );
    document.body.replaceChildren();

    const second = shown().container;
    const open = (name: string) =>
      second.querySelector<HTMLDetailsElement>(`details[data-inspector="${name}"]`)?.open;
    expect(open('calls')).toBe(false);
    expect(open('outbox')).toBe(true);
    expect(open('events')).toBe(true);
  });

  it('keeps an expanded call open when the next message redraws the calls', () => {
    const { container, view } = shown();
    const call = () => callIn(container);
    const first = call();
    first.open = true;
    first.dispatchEvent(new Event('toggle'));
    view.render(laterState());
    expect(call()).not.toBe(first);
    expect(call().open).toBe(true);
    expect(call().querySelector('summary')?.getAttribute('title')).toBe('/otps/authenticate');
  });

  it('keeps a call open that a redraw catches before its toggle event (a click as events arrive)', () => {
    const { container, view } = shown();
    const call = () => callIn(container);
    const first = call();
    // A click opens the element at once; a browser only queues its toggle event, so a redraw
    // can come first. The event is held back here until after the redraw.
    const held = (event: Event) => event.stopPropagation();
    container.addEventListener('toggle', held, { capture: true });
    first.open = true;
    view.render(laterState());
    container.removeEventListener('toggle', held, { capture: true });
    first.dispatchEvent(new Event('toggle'));
    expect(call()).not.toBe(first);
    expect(call().open).toBe(true);
  });

  it('closes a call again that a person closed, on the next redraw', () => {
    const { container, view } = shown();
    const call = () => callIn(container);
    const redraw = () => view.render(laterState());
    call().open = true;
    redraw();
    call().open = false;
    redraw();
    expect(call().open).toBe(false);
  });
});
