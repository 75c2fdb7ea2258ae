// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  vi.unstubAllGlobals();
});

function shown() {
  const container = document.createElement('div');
  document.body.append(container);
  const view = createInspectorView(container, { typeCode: () => true });
  view.render(messages.reduce(reduceInspector, emptyInspectorState()));
  return { container, view };
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
});
