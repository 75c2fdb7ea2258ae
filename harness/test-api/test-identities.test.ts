import { describe, expect, it } from 'vitest';
import { checkSettings } from './projects';
import { testIdentityFor } from './test-identities';

describe('testIdentities setting', () => {
  it('is checked by checkSettings: emails lower case, phones normalised', () => {
    const settings = checkSettings(
      { testIdentities: [{ email: ' QA@Example.com ', phone: '+14155550199', code: '123456' }] },
      'file',
    );
    expect(settings.testIdentities).toEqual([
      { email: 'qa@example.com', phone: '+14155550199', code: '123456' },
    ]);
  });

  it('names the entry and field at fault, and duplicates', () => {
    expect(() => checkSettings({ testIdentities: 'x' }, 'file')).toThrow(
      'file: setting "testIdentities" must be an array of { email or phone, code } objects',
    );
    expect(() =>
      checkSettings({ testIdentities: [{ email: 'a@b.co', code: 123456 }] }, 'file'),
    ).toThrow('file: setting "testIdentities[0].code" must be a string of 6 digits');
    expect(() =>
      checkSettings(
        {
          testIdentities: [
            { email: 'a@b.co', code: '123456' },
            { email: 'A@b.co', code: '654321' },
          ],
        },
        'file',
      ),
    ).toThrow('file: setting "testIdentities[1]": a@b.co is declared twice');
  });

  it('matches by channel: an email identity for email codes, a phone for SMS and WhatsApp', () => {
    const ids = [{ email: 'a@b.co', phone: '+14155550199', code: '123456' }];
    expect(testIdentityFor(ids, 'email', 'A@B.co')?.code).toBe('123456');
    expect(testIdentityFor(ids, 'sms', '+14155550199')?.code).toBe('123456');
    expect(testIdentityFor(ids, 'whatsapp', '+14155550199')?.code).toBe('123456');
    expect(testIdentityFor(ids, 'sms', 'a@b.co')).toBeUndefined();
    expect(testIdentityFor([], 'email', 'a@b.co')).toBeUndefined();
  });
});
