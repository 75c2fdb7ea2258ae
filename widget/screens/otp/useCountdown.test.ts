import { describe, expect, it } from 'vitest';
import { formatCountdown } from './useCountdown';

describe('formatCountdown', () => {
  it('prints m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
