// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { OAUTH_PROVIDERS } from '../../config/constants';

it('fetches only the marks of the providers shown', async () => {
  // The marks fetched so far are kept by the module: a fresh copy, whatever file rendered a mark
  // before this one in the same worker.
  vi.resetModules();
  const { ICON_LOADERS } = await import('./icons');
  const { ProviderIcon } = await import('./ProviderIcon');
  const loads = OAUTH_PROVIDERS.map((provider) => vi.spyOn(ICON_LOADERS, provider));
  const { container } = render(
    <>
      <ProviderIcon provider="github" />
      <ProviderIcon provider="google" />
      <ProviderIcon provider="google" />
    </>,
  );
  // Drawn at once at their size, filled when their chunks arrive.
  expect(container.querySelectorAll('svg[width="20"]')).toHaveLength(3);
  // A first import of a mark's module can be slow while the whole suite runs.
  const drawn = () =>
    [...container.querySelectorAll('svg')].every((svg) => svg.querySelector('path'));
  await waitFor(() => expect(drawn()).toBe(true), { timeout: 10_000 });
  const fetched = OAUTH_PROVIDERS.filter((_, index) => loads[index]?.mock.calls.length);
  expect(fetched.sort()).toEqual(['github', 'google']);
  // Shown again later, a mark already fetched is drawn from memory.
  const again = render(<ProviderIcon provider="github" />);
  expect(again.container.querySelector('path')).not.toBeNull();
  expect(loads[OAUTH_PROVIDERS.indexOf('github')]?.mock.calls.length).toBe(1);
});
