import { type ComponentType, useEffect, useState } from 'react';
import { useWidget } from '../../../app/context';
import { browserHasFedCm, oneTapPlan } from './one-tap-plan';

// Nothing of One Tap loads unless the config asks for it and this browser can honour its
// position; nothing is drawn while its code loads. Not `lazyComponent`: importing it from this
// chunk makes the entry export it, a few bytes more before every first render.
let loading: Promise<ComponentType> | null = null;
const loadOneTap = (): Promise<ComponentType> => {
  loading ??= import('./one-tap-chunk').then((chunk) => chunk.OneTap);
  loading.catch(() => {
    loading = null;
  });
  return loading;
};

/** Google One Tap in the OAuth block: the prompt, or the reason it cannot show. */
export function OneTapSlot() {
  const { config } = useWidget();
  const wanted = oneTapPlan(config, browserHasFedCm()) !== null;
  const [OneTap, setOneTap] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || OneTap) return;
    let live = true;
    loadOneTap().then(
      (component) => live && setOneTap(() => component),
      (error: unknown) => console.error('[stytch-widget] One Tap could not load:', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, OneTap]);
  return wanted && OneTap ? <OneTap /> : null;
}
