import { act } from 'react';
import { vi } from 'vitest';
import type { CommonMountOptions } from '../../widget/app/types';
import type { StytchClient } from '../../widget/client/stytch-client';
import type { MountMode } from '../../widget/modes/types';
import { mountWidget } from '../../widget/mount/mount-widget';

/**
 * A client with only what the shell touches before any product call (bootstrap and the event
 * logger the SDK keeps for its own UI), plus the `parts` a test's screens call.
 */
export function shellClient(parts: Record<string, unknown> = {}) {
  const logged: string[] = [];
  const bootstrap = { displayWatermark: false, emailDomains: [], passwordConfig: null };
  const client = {
    [Symbol.for('stytch__internal_b2c')]: {
      bootstrap: { getSync: () => bootstrap, getAsync: async () => bootstrap },
      networkClient: { logEvent: ({ name }: { name: string }) => logged.push(name) },
    },
    ...parts,
  } as unknown as StytchClient;
  return { client, logged };
}

/**
 * Mounts a mode into a fresh element with a fresh test token, the client given and an onError
 * spy; `options` adds or overrides mount options.
 */
export function mountForTest<O extends CommonMountOptions>(
  mode: MountMode<O>,
  client: StytchClient,
  options: Partial<O> = {},
) {
  const host = document.createElement('div');
  host.id = `mount-${Math.random().toString(36).slice(2)}`;
  document.body.append(host);
  const onError = vi.fn();
  let unmount = () => {};
  act(() => {
    unmount = mountWidget(mode, {
      elementId: `#${host.id}`,
      publicToken: `public-token-test-${Math.random()}`,
      client,
      callbacks: { onError },
      ...options,
    } as unknown as O).unmount;
  });
  return { onError, unmount };
}
