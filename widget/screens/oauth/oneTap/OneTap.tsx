import { useEffect, useMemo, useRef, useState } from 'react';
import { useWidget } from '../../../app/context';
import { toWidgetError } from '../../../client/errors';
import { Banner } from '../../../ui/Banner';
import { Spinner } from '../../../ui/Spinner';
import { readOneTapInternals } from './one-tap-internals';
import { oneTapMessage } from './one-tap-message';
import {
  browserHasFedCm,
  ONE_TAP_PROMPT_HEIGHT,
  type OneTapPlan,
  oneTapPlan,
} from './one-tap-plan';
import type { OneTapState } from './one-tap-state';
import { attachPromptParent, PROMPT_SLOT } from './prompt-parent';
import { type GoogleIdApi, runOneTap } from './run-one-tap';
import { useDebouncedHeight } from './useDebouncedHeight';

const googleIdApi = (): GoogleIdApi =>
  (window as unknown as { google: { accounts: { id: GoogleIdApi } } }).google.accounts.id;

/**
 * Google One Tap: its prompt in the widget (embedded) or in a fixed box at the page's corner
 * (floating), or the reason it cannot show. Google's script looks the prompt's parent up in the
 * page's document, so the parent is a light-DOM element (slotted in when the widget is in a
 * shadow root).
 */
export function OneTap() {
  const widget = useWidget();
  const { config, getClient, t } = widget;
  // The plan as a value: a host's update() rebuilds the config object, which must not restart
  // One Tap unless what it shows changed.
  const planKey = JSON.stringify(oneTapPlan(config, browserHasFedCm()));
  const plan = useMemo(() => JSON.parse(planKey) as OneTapPlan | null, [planKey]);
  const [state, setState] = useState<OneTapState>({ kind: 'loading' });
  const [loginError, setLoginError] = useState<string | null>(null);
  const [inShadow, setInShadow] = useState(false);
  const [promptParent, setPromptParent] = useState<HTMLElement | null>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const height = useDebouncedHeight(
    plan?.placement === 'embedded' ? promptParent : null,
    ONE_TAP_PROMPT_HEIGHT,
  );
  // Read through a ref: the effect below must not restart when the context object changes.
  const widgetRef = useRef(widget);
  widgetRef.current = widget;

  useEffect(() => {
    const slot = slotRef.current;
    if (!plan || !slot) return;
    let live = true;
    const attached = attachPromptParent(plan.placement, slot);
    setInShadow(attached.inShadow);
    setPromptParent(attached.element);
    setState({ kind: 'loading' });
    setLoginError(null);
    getClient()
      .then((client) => {
        const oneTap = readOneTapInternals(client);
        if (!oneTap) throw new Error('this Stytch client offers no One Tap provider');
        return runOneTap({
          oneTap,
          plan,
          google: googleIdApi,
          promptParentId: attached.element.id,
          isLive: () => live,
          onState: (next) => live && setState(next),
          onLoginError: (error) => {
            if (!live) return;
            const { t: translate, reportError: report } = widgetRef.current;
            const widgetError = toWidgetError(error, translate('error.network'));
            report(widgetError);
            setLoginError(widgetError.message);
          },
        });
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error('[stytch-widget] One Tap could not start:', error);
        setState({ kind: 'hidden' });
      });
    return () => {
      live = false;
      try {
        (
          window as unknown as { google?: { accounts?: { id?: GoogleIdApi } } }
        ).google?.accounts?.id?.cancel();
      } catch {
        // Google's script never loaded, or is gone: nothing to cancel.
      }
      attached.element.remove();
      setPromptParent(null);
    };
  }, [plan, getClient]);

  if (!plan) return null;
  const showsPrompt =
    plan.placement === 'embedded' && (state.kind === 'loading' || state.kind === 'shown');
  return (
    <>
      {state.kind === 'problem' ? (
        <Banner variant="error">{oneTapMessage(state.problem, t, window.location)}</Banner>
      ) : null}
      {loginError ? <Banner variant="error">{loginError}</Banner> : null}
      <div
        ref={slotRef}
        className="stw-one-tap"
        hidden={!showsPrompt}
        style={{ height: `${height}px` }}
        data-one-tap={plan.placement}
      >
        {/* Until Google answers, as the official prebuilt UI does. */}
        {state.kind === 'loading' ? <Spinner /> : null}
        {inShadow && plan.placement === 'embedded' ? <slot name={PROMPT_SLOT} /> : null}
      </div>
    </>
  );
}
