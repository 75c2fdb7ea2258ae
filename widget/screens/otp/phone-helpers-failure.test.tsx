// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { mountForTest, shellClient } from '../../../tests/support/mount-fixture';
import { WidgetError } from '../../client/errors';
import { loginMode } from '../../modes';

const URL_TRIED = 'https://cdn.example/stytch-widget@1/dist/chunks/phone-numbers-Ab12.js';

// The phone helpers' chunk cannot be fetched (offline, a CDN without it): the import rejects.
vi.mock('./phone/phone-numbers', () => {
  throw new TypeError(`Failed to fetch dynamically imported module: ${URL_TRIED}`);
});

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.replaceChildren();
});

it('names the file that did not load in place of the phone form, and tells onError once (kind network)', async () => {
  const { client } = shellClient();
  const mounted = mountForTest(loginMode, client, {
    config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
  });
  unmount = mounted.unmount;
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    `Part of this form did not load: ${URL_TRIED}. Check that the file is served at that address (npx stytch-widget doctor checks it).`,
  );
  await waitFor(() => expect(mounted.onError).toHaveBeenCalledTimes(1));
  const error = mounted.onError.mock.calls[0]?.[0] as WidgetError;
  expect(error).toBeInstanceOf(WidgetError);
  expect([error.kind, error.message]).toEqual(['network', alert.textContent]);
});
