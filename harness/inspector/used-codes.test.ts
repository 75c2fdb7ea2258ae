import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../test-api/client';
import type { CallMessage } from './messages';
import { usedCodeIds } from './used-codes';

const message = (id: string, to: string, sentAt: number, code?: string): OutboxMessage => ({
  id,
  channel: to.startsWith('+') ? 'sms' : 'email',
  to,
  kind: code ? 'otp' : 'magic_link',
  ...(code ? { code } : { link: 'http://127.0.0.1/l' }),
  subject: 's',
  body: 'b',
  project_id: 'p',
  sent_at: new Date(sentAt).toISOString(),
});

const check = (at: number, user: unknown, status = 200): CallMessage => ({
  type: 'call',
  method: 'POST',
  path: '/otps/authenticate',
  status,
  ms: 1,
  response: { data: { user } },
  at,
});

describe('used codes', () => {
  const messages = [
    message('e1', 'ada@example.com', 1_000, '111111'),
    message('link', 'ada@example.com', 1_500),
    message('e2', 'ada@example.com', 2_000, '222222'),
    message('s1', '+15555550100', 2_100, '333333'),
    message('e3', 'ada@example.com', 5_000, '444444'),
  ];

  it('spends the newest code sent to the checked user before the check', () => {
    const ada = { emails: [{ email: 'ADA@example.com' }], phone_numbers: [] };
    expect(usedCodeIds(messages, [check(3_000, ada)])).toEqual(new Set(['e2']));
    const phone = { emails: [], phone_numbers: [{ phone_number: '+15555550100' }] };
    expect(usedCodeIds(messages, [check(3_000, phone)])).toEqual(new Set(['s1']));
  });

  it('spends nothing on a refused check or one without a user', () => {
    const ada = { emails: [{ email: 'ada@example.com' }] };
    expect(usedCodeIds(messages, [check(3_000, ada, 404)])).toEqual(new Set());
    expect(usedCodeIds(messages, [check(3_000, undefined)])).toEqual(new Set());
    expect(
      usedCodeIds(messages, [{ ...check(3_000, ada), path: '/otps/email/login_or_create' }]),
    ).toEqual(new Set());
  });

  it('dates a message by when it was first seen when the test API clock runs ahead', () => {
    const ahead = [message('e1', 'ada@example.com', 90_000, '111111')];
    const ada = { emails: [{ email: 'ada@example.com' }] };
    expect(usedCodeIds(ahead, [check(3_000, ada)])).toEqual(new Set());
    expect(usedCodeIds(ahead, [check(3_000, ada)], new Map([['e1', 2_000]]))).toEqual(
      new Set(['e1']),
    );
  });
});
