// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { addDefaultStrings } from '../../i18n/en';
import { enPasskeys } from '../../i18n/en-passkeys';
import { PasskeyAutofill } from './PasskeyAutofill';

addDefaultStrings(enPasskeys);

type Authenticate = (options: { signal?: AbortSignal }) => Promise<unknown>;

function setup(authenticate: Authenticate) {
  const spy = vi.fn(authenticate);
  const root = widgetTestRoot(
    { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
    { webauthn: { authenticate: spy } },
  );
  const view = render(<PasskeyAutofill />, { wrapper: root.wrapper });
  return { ...root, authenticate: spy, view };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const notAllowed = () => new DOMException('dismissed', 'NotAllowedError');

describe('PasskeyAutofill', () => {
  it('offers passkeys through conditional mediation and draws nothing', async () => {
    const root = setup(() => new Promise(() => undefined));
    await waitFor(() => expect(root.authenticate).toHaveBeenCalledTimes(1));
    expect(root.authenticate.mock.calls[0]?.[0]).toMatchObject({
      conditional_mediation: true,
      is_passkey: true,
      session_duration_minutes: 30,
      signal: expect.any(AbortSignal),
    });
    expect(root.view.container.innerHTML).toBe('');
  });

  it('tries at most 5 times, each failure taking one, with no banner for a dismissed prompt', async () => {
    const root = setup(async () => {
      throw notAllowed();
    });
    await waitFor(() => expect(root.authenticate).toHaveBeenCalledTimes(5));
    await settle();
    expect(root.authenticate).toHaveBeenCalledTimes(5);
    expect(root.value.store.getState().form.errorMessage).toBe('');
  });

  it('shows no banner when the browser cannot do passkey autofill after all (NotSupportedError)', async () => {
    // Chromium's headless shell: conditional mediation "available", then refused at once.
    const root = setup(async () => {
      throw new DOMException('Resident credentials are not supported', 'NotSupportedError');
    });
    await waitFor(() => expect(root.authenticate).toHaveBeenCalledTimes(5));
    await settle();
    expect(root.authenticate).toHaveBeenCalledTimes(5);
    expect(root.value.store.getState().form.errorMessage).toBe('');
  });

  it('shows the not-found message when the chosen passkey is gone from the server, and offers again', async () => {
    const root = setup(
      vi
        .fn<Authenticate>()
        .mockRejectedValueOnce({
          error_type: 'webauthn_registration_not_found',
          error_message: 'x',
        })
        .mockImplementation(() => new Promise(() => undefined)),
    );
    await waitFor(() => expect(root.authenticate).toHaveBeenCalledTimes(2));
    expect(root.value.store.getState().form.errorMessage).toBe(
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    );
  });

  it('logs in when the user picks a passkey from autofill', async () => {
    const root = setup(async () => ({ user_id: 'user-test-1' }));
    await waitFor(() =>
      expect(root.value.store.getState().screen).toBe(Screen.PasskeyConfirmation),
    );
    expect(root.authenticate).toHaveBeenCalledTimes(1);
  });

  it('aborts the pending prompt when Main goes away, and tries no more', async () => {
    let signal: AbortSignal | undefined;
    const root = setup(
      (options) =>
        new Promise((_resolve, reject) => {
          signal = options.signal;
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    await waitFor(() => expect(root.authenticate).toHaveBeenCalledTimes(1));
    expect(signal?.aborted).toBe(false);
    root.view.unmount();
    expect(signal?.aborted).toBe(true);
    await settle();
    expect(root.authenticate).toHaveBeenCalledTimes(1);
    expect(root.value.store.getState().form.errorMessage).toBe('');
    // The abort is the widget's own doing: the host's onError does not hear of it.
    expect(root.value.reportError).not.toHaveBeenCalled();
  });
});
