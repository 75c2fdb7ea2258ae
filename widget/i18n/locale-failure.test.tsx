// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { mountForTest, shellClient } from '../../tests/support/mount-fixture';
import { loginMode } from '../modes';

// The German chunk cannot be fetched (offline, a CDN without it): the import rejects.
vi.mock('./locales/de', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.replaceChildren();
});

it('falls back to English when the language cannot load, and tells the host (kind network)', async () => {
  const { client } = shellClient();
  const mounted = mountForTest(loginMode, client, {
    config: { products: ['emailMagicLinks'] },
    locale: 'de',
  });
  unmount = mounted.unmount;
  expect(await screen.findByText('Sign up or log in')).toBeTruthy();
  await waitFor(() => expect(mounted.onError).toHaveBeenCalledTimes(1));
  const error = mounted.onError.mock.calls[0]?.[0] as { kind: string; message: string };
  expect(error.kind).toBe('network');
  expect(error.message).toMatch(/^Could not load the "de" strings, showing English: /);
});
