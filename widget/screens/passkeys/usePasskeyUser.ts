import { useEffect } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useWidget } from '../../app/context';
import { toWidgetError } from '../../client/errors';
import type { StytchClient } from '../../client/stytch-client';
import { DATA_CACHE } from '../../config/constants';

export type StytchUser = Awaited<ReturnType<StytchClient['user']['get']>>;
export type PasskeyRegistration = StytchUser['webauthn_registrations'][number];

/** A slow link (as the Network Information API reports it) gets the longer cache timings. */
function onSlowLink(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/**
 * The logged-in user's record (users/me) for the registration screens, fetched on entry and
 * cached with the product's data-cache timings (DATA_CACHE). `null` means no session: nobody is
 * logged in.
 * A failed fetch goes to the host's onError each time; the screen shows a warning.
 */
export function usePasskeyUser(): SWRResponse<StytchUser | null> {
  const { getClient, reportError, t } = useWidget();
  const slow = onSlowLink();
  // Keyed by the client getter: every mount of one token and API shares the one user.
  const user = useSWR<StytchUser | null>(
    ['stytch-widget/user', getClient],
    async () => {
      const client = await getClient();
      return client.session.getSync() ? await client.user.get() : null;
    },
    {
      dedupingInterval: DATA_CACHE.dedupingInterval,
      focusThrottleInterval: DATA_CACHE.focusThrottleInterval,
      errorRetryInterval: DATA_CACHE.errorRetryInterval[slow ? 1 : 0],
      loadingTimeout: DATA_CACHE.loadingTimeout[slow ? 1 : 0],
      onError: (error: unknown) => reportError(toWidgetError(error, t('error.network'))),
    },
  );
  // A login or logout elsewhere (another widget, another tab through the SDK's storage
  // event) is read again at once, so the screen follows the session.
  const { mutate } = user;
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void getClient().then(
      (client) => {
        if (live) stop = client.session.onChange(() => void mutate());
      },
      () => undefined, // the fetch above reports a client that cannot load
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [getClient, mutate]);
  return user;
}
