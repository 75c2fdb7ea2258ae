import type {
  CallMessage,
  HostErrorMessage,
  HostEventMessage,
  InspectorMessage,
  LoggedEventMessage,
  MountedMessage,
  SessionMessage,
} from './messages';

/** Everything the inspector shows, folded from the agent's messages. */
export interface InspectorState {
  mount: MountedMessage | null;
  screen: string | null;
  form: unknown;
  /** Each screen the flow went through, in order. */
  screens: { screen: string; at: number }[];
  events: HostEventMessage[];
  logged: LoggedEventMessage[];
  errors: HostErrorMessage[];
  calls: CallMessage[];
  session: SessionMessage | null;
}

/** Long sessions keep the newest entries only, so the panel stays responsive. */
const KEEP = 200;
const keep = <T>(list: T[], item: T): T[] => [...list, item].slice(-KEEP);

export function emptyInspectorState(): InspectorState {
  return {
    mount: null,
    screen: null,
    form: null,
    screens: [],
    events: [],
    logged: [],
    errors: [],
    calls: [],
    session: null,
  };
}

export function reduceInspector(state: InspectorState, message: InspectorMessage): InspectorState {
  switch (message.type) {
    case 'mounted':
      // A new mount starts a new story; the calls and session of the page stay.
      return {
        ...emptyInspectorState(),
        calls: state.calls,
        session: state.session,
        mount: message,
      };
    case 'state':
      return {
        ...state,
        screen: message.screen,
        form: message.form,
        screens:
          state.screen === message.screen
            ? state.screens
            : keep(state.screens, { screen: message.screen, at: message.at }),
      };
    case 'event':
      return { ...state, events: keep(state.events, message) };
    case 'logged':
      return { ...state, logged: keep(state.logged, message) };
    case 'error':
      return { ...state, errors: keep(state.errors, message) };
    case 'call':
      return { ...state, calls: keep(state.calls, message) };
    case 'session':
      return { ...state, session: message };
    case 'unmounted':
      return { ...state, mount: null, screen: null, form: null };
  }
}

/** How many of the newest calls a bug report carries. */
export const REPORT_CALLS = 20;

/** "Copy as bug report": config, screen, events and the last calls, as JSON. */
export function bugReport(state: InspectorState, now = new Date()) {
  return {
    generatedAt: now.toISOString(),
    config: state.mount
      ? {
          elementId: state.mount.elementId,
          publicToken: state.mount.publicToken,
          apiUrl: state.mount.apiUrl ?? null,
          config: state.mount.config,
        }
      : null,
    screen: state.screen,
    screens: state.screens.map((entry) => entry.screen),
    form: state.form,
    events: state.events.map(({ name, data }) => ({ name, data })),
    loggedEvents: state.logged.map(({ name }) => name),
    errors: state.errors.map(({ at: _at, type: _type, ...error }) => error),
    calls: state.calls
      .slice(-REPORT_CALLS)
      .map(({ method, path, status, ms, response }) => ({ method, path, status, ms, response })),
  };
}
