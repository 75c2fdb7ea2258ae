// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { SmsOtpForm } from './PhoneOtpForm';

const URL_TRIED = 'https://cdn.example/stytch-widget@1/dist/chunks/phone-numbers-Ab12.js';

// The phone helpers' chunk cannot be fetched (offline, a CDN without it): the import rejects.
vi.mock('./phone/phone-numbers', () => {
  throw new TypeError(`Failed to fetch dynamically imported module: ${URL_TRIED}`);
});

it('names the file that did not load in place of the phone form, and tells onError once', async () => {
  const root = widgetTestRoot({ products: ['otp'], otpOptions: { methods: ['sms'] } }, {});
  render(<SmsOtpForm />, { wrapper: root.wrapper });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`did not load: ${URL_TRIED}.`);
  await waitFor(() => expect(root.value.reportError).toHaveBeenCalledTimes(1));
  const reported = vi.mocked(root.value.reportError).mock.calls[0]?.[0];
  expect([reported?.kind, reported?.message]).toEqual(['network', alert.textContent]);
});
