import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { WidgetError } from '../client/errors';
import { type BootstrapData, DEFAULT_BOOTSTRAP, readInternals } from '../client/internals';
import type { StytchClient } from '../client/stytch-client';
import { SESSION_DURATION_MINUTES_FALLBACK } from '../config/constants';
import type { ConfigProblem } from '../config/problems';
import type { StylesConfig, WidgetConfig } from '../config/schema';
import type { FlowStore } from '../flow/store';
import { defaultString, format, type StringId, type Strings } from '../i18n/en';
import { isRtl, type Locale } from '../i18n/locales';
import { useLocaleStrings } from '../i18n/useLocaleStrings';
import type { MountMode } from '../modes/types';
import { cssVariables, themeTokens } from '../theme/tokens';
import { Loading } from '../ui/Loading';
import { ToastArea } from '../ui/ToastArea';
import { ConfigErrors } from './ConfigErrors';
import { useFlow, WidgetContext, type WidgetContextValue } from './context';
import { productScreens } from './product-screens';
import type { WidgetCallbacks, WidgetEvent } from './types';

export interface WidgetAppProps {
  mode: MountMode;
  config: WidgetConfig;
  styles: StylesConfig;
  strings?: Partial<Strings>;
  /** The bundled language (checked by the mount); host `strings` win over it. */
  locale: Locale;
  callbacks?: WidgetCallbacks;
  problems: ConfigProblem[];
  store: FlowStore;
  getClient: () => Promise<StytchClient>;
  toasterId: string;
}

/** The widget root: context, theme variables, toasts, and the current screen. */
export function WidgetApp(props: WidgetAppProps) {
  const {
    mode,
    config,
    styles,
    strings,
    locale,
    callbacks,
    problems,
    store,
    getClient,
    toasterId,
  } = props;
  const readyEvents = mode.readyEvents;
  const [bootstrap, setBootstrap] = useState<BootstrapData>(DEFAULT_BOOTSTRAP);
  const clientRef = useRef<StytchClient | null>(null);
  const callbacksRef = useRef(callbacks);
  callbacksRef.current = callbacks;

  useEffect(() => {
    if (problems.length) return;
    let live = true;
    getClient().then(
      (client) => {
        clientRef.current = client;
        const internals = readInternals(client);
        if (!internals || !live) return;
        setBootstrap(internals.bootstrap.getSync());
        // Once per mount, when bootstrap has settled (as the provider's prebuilt UI does).
        const rendered = () => {
          for (const name of readyEvents) internals.networkClient.logEvent({ name });
        };
        internals.bootstrap.getAsync().then(
          (data) => {
            if (!live) return;
            setBootstrap(data);
            rendered();
          },
          () => live && rendered(), // the SDK logs the failure and falls back to defaults itself
        );
      },
      (error: unknown) =>
        callbacksRef.current?.onError?.(
          new WidgetError(
            'network',
            `Could not load the Stytch client: ${String(error)}`,
            undefined,
            undefined,
            error,
          ),
        ),
    );
    return () => {
      live = false;
    };
  }, [getClient, problems.length, readyEvents]);

  const language = useLocaleStrings(locale, (failed, error) =>
    callbacksRef.current?.onError?.(
      new WidgetError(
        'network',
        `Could not load the "${failed}" strings, showing English: ${String(error)}`,
        undefined,
        undefined,
        error,
      ),
    ),
  );
  const table = language.table;
  // Stable functions, so effects that use them do not re-run when bootstrap or theme change.
  const t = useCallback(
    (id: StringId, values?: Record<string, string | number>) =>
      format(strings?.[id] ?? table?.[id] ?? defaultString(id), values),
    [strings, table],
  );
  const actions = useMemo(
    () => ({
      emit: (event: WidgetEvent) => callbacksRef.current?.onEvent?.(event),
      reportError: (error: WidgetError) => callbacksRef.current?.onError?.(error),
      reportLoadFailure: (cause: unknown, message: string) =>
        callbacksRef.current?.onError?.(
          new WidgetError('network', message, undefined, undefined, cause),
        ),
      logEvent: (name: string, details?: Record<string, unknown>) => {
        // Queued until the client exists; the SDK batches and sends them itself.
        void getClient().then((client) =>
          readInternals(client)?.networkClient.logEvent({ name, details }),
        );
      },
    }),
    [getClient],
  );

  const value = useMemo<WidgetContextValue>(
    () => ({
      store,
      config,
      styles,
      getClient,
      t,
      locale,
      bootstrap,
      toasterId,
      sessionDurationMinutes:
        config.sessionOptions?.sessionDurationMinutes ?? SESSION_DURATION_MINUTES_FALLBACK,
      ...actions,
    }),
    [store, config, styles, getClient, t, locale, bootstrap, toasterId, actions],
  );

  const style = useMemo(() => cssVariables(themeTokens(styles)), [styles]);

  return (
    <WidgetContext.Provider value={value}>
      <div className="stw-root" style={style} lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
        <div className="stw-container">
          <ToastArea />
          {problems.length ? (
            <ConfigErrors title={value.t('config.invalidTitle')} problems={problems} />
          ) : language.pending ? (
            <Loading />
          ) : (
            <CurrentScreen modeScreens={mode.screens} />
          )}
        </div>
      </div>
    </WidgetContext.Provider>
  );
}

function CurrentScreen({ modeScreens }: { modeScreens: MountMode['screens'] }) {
  const [state] = useFlow();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Move focus to the new screen's heading so keyboard and screen-reader users follow along;
  // never on first render, which would steal focus from the host page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each screen change by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = ref.current;
    if (!root) return;
    // A screen that focuses its own field (the passcode input) keeps that focus.
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && root.contains(active)) return;
    (
      root.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('input, button')
    )?.focus();
  }, [state.screen]);
  const ScreenComponent = modeScreens[state.screen] ?? productScreens[state.screen];
  if (!ScreenComponent) throw new Error(`stytch-widget: no component for screen ${state.screen}`);
  return (
    <div ref={ref} className="stw-stack" data-screen={state.screen}>
      <ScreenComponent />
    </div>
  );
}
