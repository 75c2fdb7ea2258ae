import { describe, expect, it } from 'vitest';
import { apiLine, configLine, widgetLine } from './state-line';

const api = { kind: 'test-api', apiUrl: 'http://localhost:4010' } as const;

describe('the state line', () => {
  it('says whether the test API answers, and what to check when it does not', () => {
    expect(apiLine(api, 'answering')).toBe('Test API: answering at http://localhost:4010.');
    expect(apiLine(api, 'down')).toMatch(
      /^Test API: not answering at http:\/\/localhost:4010\. Is/,
    );
    expect(apiLine(api, 'refusing')).toMatch(/refusing this extension's origin/);
    expect(apiLine({ kind: 'stytch' }, 'down')).toMatch(/^Target: Stytch's servers/);
  });

  it('never says mounted as if all is well while the test API is down', () => {
    expect(widgetLine(null, true)).toBe('Widget: not mounted.');
    expect(widgetLine('#login', false)).toBe('Widget: mounted into #login.');
    expect(widgetLine('floating', true)).toBe(
      'Widget: mounted in a floating panel, but its calls fail while the test API is down.',
    );
  });

  it('counts the config problems', () => {
    expect(configLine('', { ok: false, problems: ['x'] })).toMatch(/^Config: none yet/);
    expect(configLine('{}', { ok: false, problems: ['a', 'b'] })).toBe(
      'Config: 2 problems, listed under the config.',
    );
  });
});
