import { describe, expect, it } from 'vitest';
import type { InspectorMessage } from './messages';
import { bugReport, emptyInspectorState, REPORT_CALLS, reduceInspector } from './model';

const fold = (messages: InspectorMessage[]) =>
  messages.reduce(reduceInspector, emptyInspectorState());

const mounted: InspectorMessage = {
  type: 'mounted',
  elementId: '#login',
  publicToken: 'public-token-test-1',
  apiUrl: 'http://127.0.0.1:4010',
  config: { products: ['otp'] },
  at: 1,
};

const call = (path: string, at: number): InspectorMessage => ({
  type: 'call',
  method: 'POST',
  path,
  status: 200,
  ms: 3,
  response: { data: {} },
  at,
});

describe('the inspector model', () => {
  it('keeps the screens in order, each change once', () => {
    const state = fold([
      mounted,
      { type: 'state', screen: 'Main', form: { a: 1 }, at: 2 },
      { type: 'state', screen: 'Main', form: { a: 2 }, at: 3 },
      { type: 'state', screen: 'OtpAuthenticate', form: { a: 3 }, at: 4 },
    ]);
    expect(state.screens.map((s) => s.screen)).toEqual(['Main', 'OtpAuthenticate']);
    expect(state.screen).toBe('OtpAuthenticate');
    expect(state.form).toEqual({ a: 3 });
  });

  it('starts a new story on a new mount but keeps the calls and the session', () => {
    const state = fold([
      mounted,
      { type: 'event', name: 'OTP_LOGIN_OR_CREATE', data: {}, at: 2 },
      call('/otps/email/login_or_create', 3),
      { type: 'session', userId: 'u', sessionId: 's', expiresAt: 'e', cookies: [], at: 4 },
      { type: 'unmounted', at: 5 },
      { ...mounted, at: 6 },
    ]);
    expect(state.events).toEqual([]);
    expect(state.calls).toHaveLength(1);
    expect(state.session?.sessionId).toBe('s');
    expect(state.mount?.at).toBe(6);
  });

  it('makes a bug report of config, screen, events, errors and the last calls', () => {
    const calls = Array.from({ length: REPORT_CALLS + 5 }, (_, i) => call(`/c${i}`, 10 + i));
    const state = fold([
      mounted,
      { type: 'state', screen: 'Main', form: { errorMessage: '' }, at: 2 },
      { type: 'event', name: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'm' }, at: 3 },
      { type: 'logged', name: 'render_login_screen', at: 4 },
      { type: 'error', kind: 'api', message: 'Nope', errorType: 'otp_code_not_found', at: 5 },
      ...calls,
    ]);
    const report = bugReport(state, new Date(0));
    expect(report).toMatchObject({
      generatedAt: '1970-01-01T00:00:00.000Z',
      config: { elementId: '#login', config: { products: ['otp'] } },
      screen: 'Main',
      events: [{ name: 'OTP_LOGIN_OR_CREATE', data: { method_id: 'm' } }],
      loggedEvents: ['render_login_screen'],
      errors: [{ kind: 'api', message: 'Nope', errorType: 'otp_code_not_found' }],
    });
    expect(report.calls).toHaveLength(REPORT_CALLS);
    expect(report.calls.at(-1)?.path).toBe(`/c${REPORT_CALLS + 4}`);
  });
});
