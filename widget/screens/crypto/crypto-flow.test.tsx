// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { WidgetError } from '../../client/errors';
import { Screen } from '../../flow/screens';
import { addDefaultStrings } from '../../i18n/en';
import { enCrypto } from '../../i18n/en-crypto';
import { CryptoConnect } from './CryptoConnect';
import { CryptoSignMessage } from './CryptoSignMessage';
import { CONNECT_FAILED, SIGN_FAILED } from './useCryptoFailure';

addDefaultStrings(enCrypto);

const ADDRESS = '0x1111111111111111111111111111111111111111';
const CHALLENGE = 'Signing in with Project: project-test-1';

function setup({ reject }: { reject?: 'connect' | 'sign' } = {}) {
  const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const request = vi.fn(async ({ method }: { method: string }) => {
    if (method === 'eth_requestAccounts') {
      if (reject === 'connect') throw rejected;
      return [ADDRESS];
    }
    if (reject === 'sign') throw rejected;
    return `0x${'ab'.repeat(65)}`;
  });
  vi.stubGlobal('ethereum', { isMetaMask: true, request });
  const client = {
    cryptoWallets: {
      authenticateStart: vi.fn(async () => ({ challenge: CHALLENGE })),
      authenticate: vi.fn(async () => ({ session_token: 't' })),
    },
  };
  const root = widgetTestRoot({ products: ['crypto'] }, client);
  const { store } = root.value;
  store.dispatch({ type: 'updateCryptoState', cryptoState: { walletOption: 'metamask' } });
  return { ...root, client, request, store };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Crypto Connect and Sign Message', () => {
  it('under StrictMode prompt the wallet once each, then log in (effects run twice there)', async () => {
    const { wrapper: Root, client, request, store, value } = setup();
    // StrictMode outside everything, in the element rendered: given through testing-library's
    // `wrapper` option, React did not run the effects twice.
    const strict = (children: ReactNode) => (
      <StrictMode>
        <Root>{children}</Root>
      </StrictMode>
    );
    const view = render(strict(<CryptoConnect />));
    expect(screen.getByRole('heading').textContent).toBe('Connecting to your wallet...');
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoSignMessage));
    expect(request.mock.calls.filter(([a]) => a.method === 'eth_requestAccounts')).toHaveLength(1);
    expect(client.cryptoWallets.authenticateStart).toHaveBeenCalledTimes(1);
    expect(client.cryptoWallets.authenticateStart).toHaveBeenCalledWith({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
    });
    expect(store.getState().form.cryptoState).toEqual({
      walletOption: 'metamask',
      walletAddress: ADDRESS,
      walletChallenge: CHALLENGE,
    });
    view.unmount();

    render(strict(<CryptoSignMessage />));
    expect(screen.getByRole('heading').textContent).toBe('Completing signature request...');
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoConfirmation));
    expect(request.mock.calls.filter(([a]) => a.method === 'personal_sign')).toHaveLength(1);
    expect(client.cryptoWallets.authenticate).toHaveBeenCalledTimes(1);
    expect(client.cryptoWallets.authenticate).toHaveBeenCalledWith({
      crypto_wallet_address: ADDRESS,
      crypto_wallet_type: 'ethereum',
      signature: `0x${'ab'.repeat(65)}`,
      session_duration_minutes: 30,
    });
    expect(vi.mocked(value.emit).mock.calls.map(([event]) => event.type)).toEqual([
      'CRYPTO_WALLET_AUTHENTICATE_START',
      'CRYPTO_WALLET_AUTHENTICATE',
      'AUTHENTICATE_FLOW_COMPLETE',
    ]);
  });

  it('a declined connection goes to Crypto Error, logs, and tells the host it was cancelled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper, client, store, value } = setup({ reject: 'connect' });
    render(<CryptoConnect />, { wrapper });
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoError));
    expect(logged).toHaveBeenCalledWith(CONNECT_FAILED, expect.objectContaining({ code: 4001 }));
    expect(client.cryptoWallets.authenticateStart).not.toHaveBeenCalled();
    const reported = vi.mocked(value.reportError).mock.calls[0]?.[0];
    expect(reported).toBeInstanceOf(WidgetError);
    expect(reported?.kind).toBe('cancelled');
    expect(reported?.message).toBe(CONNECT_FAILED);
  });

  it('a declined signature goes to Crypto Error and logs the sign message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper, client, store } = setup({ reject: 'sign' });
    store.dispatch({
      type: 'updateCryptoState',
      cryptoState: { walletAddress: ADDRESS, walletChallenge: CHALLENGE },
    });
    render(<CryptoSignMessage />, { wrapper });
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoError));
    expect(logged).toHaveBeenCalledWith(SIGN_FAILED, expect.objectContaining({ code: 4001 }));
    expect(client.cryptoWallets.authenticate).not.toHaveBeenCalled();
  });

  it('an API failure is reported once (by the client call) and still goes to Crypto Error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper, client, store, value } = setup();
    client.cryptoWallets.authenticateStart.mockRejectedValueOnce({
      error_type: 'invalid_crypto_wallet_address',
      error_message: 'Not an address.',
      status_code: 400,
    });
    render(<CryptoConnect />, { wrapper });
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoError));
    expect(logged).toHaveBeenCalledWith(CONNECT_FAILED, expect.any(WidgetError));
    expect(value.reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(value.reportError).mock.calls[0]?.[0].errorType).toBe(
      'invalid_crypto_wallet_address',
    );
  });

  it('stays put when the user went back before the wallet answered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper, request, store } = setup();
    let answer: (accounts: string[]) => void = () => undefined;
    request.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as (accounts: string[]) => void)),
    );
    const view = render(<CryptoConnect />, { wrapper });
    store.dispatch({ type: 'transition', screen: Screen.Main });
    view.unmount();
    await act(async () => answer([ADDRESS]));
    expect(store.getState().screen).toBe(Screen.Main);
  });

  it('without the chosen wallet in the browser, goes to Crypto Error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper, store } = setup();
    store.dispatch({ type: 'updateCryptoState', cryptoState: { walletOption: 'phantom' } });
    render(<CryptoConnect />, { wrapper });
    await waitFor(() => expect(store.getState().screen).toBe(Screen.CryptoError));
    expect(logged).toHaveBeenCalledWith(CONNECT_FAILED, expect.any(Error));
  });
});
