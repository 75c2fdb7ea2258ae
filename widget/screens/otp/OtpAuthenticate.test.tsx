// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { OtpAuthenticate } from './OtpAuthenticate';

afterEach(() => {
  vi.useRealTimers();
});

describe('OtpAuthenticate countdown', () => {
  it('ticks silently (a timer, no live region) and announces the expiry once', () => {
    vi.useFakeTimers();
    const root = widgetTestRoot({ products: ['otp'], otpOptions: { methods: ['email'] } }, {});
    root.value.store.dispatch({
      type: 'updateOtpState',
      otpState: {
        type: 'email',
        methodId: 'email-test-1',
        otpDestination: 'ada@example.com',
        sendTo: 'ada@example.com',
        expiresAt: Date.now() + 3_000,
      },
    });
    render(<OtpAuthenticate />, { wrapper: root.wrapper });
    const timer = screen.getByRole('timer');
    const status = screen.getByRole('status');
    expect(timer.textContent).toBe("Your code expires in 0:03. Didn't get it?");
    expect(
      timer.closest('[aria-live]:not([aria-live="off"]),[role="status"],[role="alert"]'),
    ).toBeNull();
    expect(status.textContent).toBe('');

    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe("Your code expires in 0:02. Didn't get it?");
    expect(status.textContent).toBe('');

    act(() => vi.advanceTimersByTime(2_000));
    expect(status.textContent).toBe('Your code has expired.');
    // The visible text says it too; hidden from screen readers so it is read once.
    expect(timer.textContent).toBe('Your code has expired.');
    expect(timer.getAttribute('aria-hidden')).toBe('true');
  });
});
