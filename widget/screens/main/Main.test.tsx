// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../config/schema';
import { Main } from './Main';

// Main's passkey parts, with the browser's answer on passkey autofill as the only variable.
function setup(config: WidgetConfig, autofill: boolean | undefined) {
  if (autofill === undefined) vi.stubGlobal('PublicKeyCredential', undefined);
  else {
    vi.stubGlobal('PublicKeyCredential', {
      isConditionalMediationAvailable: async () => autofill,
    });
  }
  const authenticate = vi.fn(() => new Promise(() => undefined));
  const { wrapper } = widgetTestRoot(config, { webauthn: { authenticate } });
  const view = render(<Main />, { wrapper });
  return { authenticate, view };
}

afterEach(() => vi.unstubAllGlobals());

const emailOtp: WidgetConfig = {
  products: ['otp', 'passkeys'],
  otpOptions: { methods: ['email'] },
};
const passkeyButton = () => screen.queryByRole('button', { name: 'Login with a Passkey' });

describe('Main with passkeys', () => {
  it('shows the button first when the browser has no passkey autofill', async () => {
    const { authenticate } = setup(emailOtp, undefined);
    const button = await screen.findByRole('button', { name: 'Login with a Passkey' });
    const order = screen.getAllByRole('button').map((b) => b.textContent);
    expect(order.indexOf('Login with a Passkey')).toBeLessThan(
      order.indexOf('Continue with email'),
    );
    expect(button).toBeTruthy();
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('offers passkeys in autofill instead of the button when the browser can', async () => {
    const { authenticate } = setup(emailOtp, true);
    await waitFor(() =>
      expect(authenticate).toHaveBeenCalledWith(
        expect.objectContaining({ conditional_mediation: true }),
      ),
    );
    expect(passkeyButton()).toBeNull();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('has no passkey parts without the product', async () => {
    const { authenticate } = setup({ products: ['otp'], otpOptions: { methods: ['email'] } }, true);
    await screen.findByRole('button', { name: 'Continue with email' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(passkeyButton()).toBeNull();
    expect(authenticate).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe(
      'email',
    );
  });
});
