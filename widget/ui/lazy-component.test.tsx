// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../tests/support/widget-test-root';
import { lazyComponent } from './lazy-component';

const root = () => widgetTestRoot({ products: ['passwords'] }, {});

function LoadedForm() {
  return <p>Loaded form</p>;
}

function SecondTry() {
  return <p>Second try</p>;
}

// Its code is preloaded (as Main preloads the screens behind it) the moment it is first
// drawn, and arrives within microtasks: after that render, before its effects. Mounted by an
// update outside act(), as a screen change is, so its effects run in a later task.
const ArrivesBeforeEffects = lazyComponent(async () => LoadedForm);
function PreloadOnCommit() {
  useLayoutEffect(() => void ArrivesBeforeEffects.preload(), []);
  return null;
}
function MountedLater() {
  const [shown, setShown] = useState(false);
  useEffect(() => void setTimeout(() => setShown(true), 0), []);
  return shown ? (
    <>
      <ArrivesBeforeEffects />
      <PreloadOnCommit />
    </>
  ) : null;
}

describe('lazyComponent', () => {
  it('shows a spinner until the code arrives, fetches it once, then renders it', async () => {
    const load = vi.fn(async () => LoadedForm);
    const Lazy = lazyComponent(load);
    expect(load).not.toHaveBeenCalled(); // nothing is fetched before the first render
    const { wrapper } = root();
    const view = render(<Lazy />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(await screen.findByText('Loaded form')).toBeTruthy();
    view.unmount();
    render(<Lazy />, { wrapper });
    expect(screen.getByText('Loaded form')).toBeTruthy(); // at once: already loaded
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the part when its code arrives between its first render and its effects', async () => {
    const { wrapper } = root();
    render(<MountedLater />, { wrapper });
    expect(await screen.findByText('Loaded form')).toBeTruthy();
  });

  it('names the file that did not load, tells onError, and tries again on a later render', async () => {
    const url = 'https://cdn.example/stytch-widget@1/dist/chunks/chunk-Ab12.js';
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(SecondTry);
    const Lazy = lazyComponent(load);
    const { wrapper, value } = root();
    const view = render(<Lazy />, { wrapper });
    const message = `Part of this form did not load: ${url}. Check that the file is served at that address (npx stytch-widget doctor checks it).`;
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(value.reportLoadFailure).toHaveBeenCalledTimes(1);
    expect(value.reportLoadFailure).toHaveBeenCalledWith(failure, message);
    view.unmount();
    render(<Lazy />, { wrapper });
    expect(await screen.findByText('Second try')).toBeTruthy();
  });

  it('quiet: draws nothing while loading or after a failed fetch (a part with no output of its own)', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(SecondTry);
    const Lazy = lazyComponent(load, { quiet: true });
    const { wrapper, value } = root();
    const view = render(<Lazy />, { wrapper });
    expect(view.container.innerHTML).toBe('');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.container.innerHTML).toBe('');
    expect(value.reportLoadFailure).not.toHaveBeenCalled();
    view.unmount();
    render(<Lazy />, { wrapper });
    expect(await screen.findByText('Second try')).toBeTruthy();
  });
});
