// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetError } from '../client/errors';
import { useSubmission } from './useSubmission';

const refused = (message: string, errorType?: string) => new WidgetError('api', message, errorType);

describe('useSubmission', () => {
  it('stops at a validation error without running the action', async () => {
    const { result } = renderHook(() => useSubmission());
    let ran = false;
    await act(() =>
      result.current.submit('Enter a valid email', async () => {
        ran = true;
      }),
    );
    expect(ran).toBe(false);
    expect(result.current).toMatchObject({ error: 'Enter a valid email', busy: false });
  });

  it('stays busy after a success (the screen moves on), and frees a screen that stays', async () => {
    const moving = renderHook(() => useSubmission());
    await act(() => moving.result.current.submit(null, async () => undefined));
    expect(moving.result.current.busy).toBe(true);
    const staying = renderHook(() => useSubmission({ afterSuccess: 'idle' }));
    await act(() => staying.result.current.submit(null, async () => undefined));
    expect(staying.result.current.busy).toBe(false);
  });

  it("shows a failure's message, or the one the form maps it to, and frees the button", async () => {
    const plain = renderHook(() => useSubmission());
    await act(() =>
      plain.result.current.submit(null, async () => {
        throw refused('Too many requests');
      }),
    );
    expect(plain.result.current).toMatchObject({ error: 'Too many requests', busy: false });
    const mapped = renderHook(() =>
      useSubmission({ errorMessage: (e) => (e.errorType === 'otp_code_not_found' ? 'Wrong' : '') }),
    );
    await act(() =>
      mapped.result.current.submit(null, async () => {
        throw refused('raw', 'otp_code_not_found');
      }),
    );
    expect(mapped.result.current.error).toBe('Wrong');
  });

  it('starts with the initial error, which the next submit or clearError removes', async () => {
    const { result } = renderHook(() => useSubmission({ initialError: 'No token' }));
    expect(result.current.error).toBe('No token');
    act(() => result.current.clearError());
    expect(result.current.error).toBe('');
  });

  it('sets nothing once the component is gone', async () => {
    const { result, unmount } = renderHook(() => useSubmission());
    let fail: (error: Error) => void = () => undefined;
    const pending = result.current.submit(
      null,
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    unmount();
    fail(refused('late'));
    await pending;
    expect(result.current.error).toBe('');
  });
});
