// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellClient } from '../../tests/support/mount-fixture';
import type { MountOptions } from '../app/types';
import { loginMode } from '../modes';
import type { WithDevtoolsHook } from './devtools-hook';
import { ModeMount } from './ModeMount';

// Counts mounts through the one seam every mount passes (the inspector's hook).
const hooked = globalThis as WithDevtoolsHook;
function countMounts() {
  const counter = { mounts: 0 };
  hooked.__STYTCH_WIDGET_DEVTOOLS__ = {
    mount: (_store, options) => {
      counter.mounts += 1;
      return options;
    },
  };
  return counter;
}

afterEach(() => {
  delete hooked.__STYTCH_WIDGET_DEVTOOLS__;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const props = (client: MountOptions['client']) => ({
  publicToken: 'public-token-test-11111111-2222-4333-8444-555555555555',
  client,
  config: { products: ['otp' as const], otpOptions: { methods: ['email' as const] } },
});

describe('ModeMount', () => {
  it('under StrictMode mounts the widget once, logs its ready event once, and warns of nothing', async () => {
    const errors = vi.spyOn(console, 'error');
    const counter = countMounts();
    const { client, logged } = shellClient();
    const view = render(
      <StrictMode>
        <ModeMount mode={loginMode} {...props(client)} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await waitFor(() => expect(logged).toEqual(['render_login_screen']));
    expect(counter.mounts).toBe(1);
    expect(view.container.querySelectorAll('.stw-root')).toHaveLength(1);
    view.unmount();
    await act(async () => undefined); // the widget leaves after React's commit
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves the page when the component goes', async () => {
    const { client } = shellClient();
    const view = render(<ModeMount mode={loginMode} {...props(client)} />);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    // React takes the host element out of the page; the widget empties it itself.
    const host = view.container.querySelector('div[id^="stytch-login-"]') as HTMLElement;
    expect(host.querySelector('.stw-root')).not.toBeNull();
    view.unmount();
    await act(async () => undefined);
    expect(host.innerHTML).toBe('');
  });
});
