import type { WidgetErrorKind } from '../../widget/client/errors';

// What the page side of the inspector (agent.ts, in the widget's page) reports to its view
// (on the dev page itself, or across the extension's message channel): plain JSON only.

/** A widget was mounted: what it was mounted with. */
export interface MountedMessage {
  type: 'mounted';
  elementId: string;
  publicToken: string;
  apiUrl?: string;
  config: unknown;
  at: number;
}

/** The flow store changed: the current screen and form state. */
export interface StateMessage {
  type: 'state';
  screen: string;
  form: unknown;
  at: number;
}

/** The widget called the host's onEvent. */
export interface HostEventMessage {
  type: 'event';
  name: string;
  data: unknown;
  at: number;
}

/** The widget called the host's onError. */
export interface HostErrorMessage {
  type: 'error';
  kind: WidgetErrorKind;
  message: string;
  errorType?: string;
  statusCode?: number;
  at: number;
}

/** An event the widget (through the SDK's logger) sent to the events endpoint. */
export interface LoggedEventMessage {
  type: 'logged';
  name: string;
  at: number;
}

/** A call the official client made, and its answer (status 0: no answer, the fetch failed). */
export interface CallMessage {
  type: 'call';
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The answer's JSON (null when it had none). */
  response: unknown;
  at: number;
}

/** The session an authenticate-type answer carried, with the cookies the page holds after it. */
export interface SessionMessage {
  type: 'session';
  userId: string;
  sessionId: string;
  expiresAt: string;
  cookies: string[];
  at: number;
}

export interface UnmountedMessage {
  type: 'unmounted';
  at: number;
}

export type InspectorMessage =
  | MountedMessage
  | StateMessage
  | HostEventMessage
  | HostErrorMessage
  | LoggedEventMessage
  | CallMessage
  | SessionMessage
  | UnmountedMessage;
