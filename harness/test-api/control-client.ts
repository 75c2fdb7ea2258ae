import type { WireFault } from './control/faults';
import { OUTBOX_PATH } from './control/outbox-paths';
import type { FaultMethod } from './faults/registry';
import type { OutboxKind, OutboxMessage } from './outbox';
import type { ProjectSettings } from './projects';
import type { SeedData, SeedProject } from './seed/types';
import type { OutboxChannel } from './store/types';

// The one typed client of the control namespace /__emulator/* (outbox, clock, faults,
// projects, seed, export). The smoke harness, the dev page (in a browser: only fetch, no Node
// modules), the project's tests and `stytch-widget/testing` all use it.

export type { OutboxMessage, ProjectSettings, SeedData, SeedProject };

export interface OutboxQuery {
  /** The address or phone number, compared without case. */
  to?: string;
  channel?: OutboxChannel;
  kind?: OutboxKind;
  /** The project the message was sent for (`project_id` of the messages). */
  projectId?: string;
}

export interface WaitOptions {
  /** Ignore the first `after` matching messages (those there before the action waited on). */
  after?: number;
  /** Default 10 s. */
  timeoutMs?: number;
}

/** A control call the test API refused: its status and the provider's error_type. */
export class TestApiError extends Error {
  readonly status: number;
  readonly errorType: string;
  /** The test API's own words (its error_message), without the request in front. */
  readonly detail: string;

  constructor(status: number, errorType: string, message: string, detail = message) {
    super(message);
    this.name = 'TestApiError';
    this.status = status;
    this.errorType = errorType;
    this.detail = detail;
  }
}

async function request<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const url = new URL(path, apiUrl);
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Only an error can be non-JSON here (a proxy in between); reported below with its text.
  }
  if (!response.ok) {
    const error = (parsed ?? {}) as { error_type?: string; error_message?: string };
    const detail = error.error_message ?? text.slice(0, 200);
    throw new TestApiError(
      response.status,
      error.error_type ?? 'unknown',
      `${method} ${url.pathname} answered ${response.status}: ${detail}`,
      detail,
    );
  }
  return parsed as T;
}

/** Reads the test API's outbox (the codes and links it "sent"), oldest first. */
export async function readOutbox(
  apiUrl: string,
  query: OutboxQuery = {},
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams();
  const fields = {
    to: query.to,
    channel: query.channel,
    kind: query.kind,
    project_id: query.projectId,
  };
  for (const [key, value] of Object.entries(fields)) if (value) params.set(key, value);
  const search = params.toString();
  const suffix = search ? `?${search}` : '';
  const body = await request<{ messages: OutboxMessage[] }>(
    apiUrl,
    'GET',
    `${OUTBOX_PATH}${suffix}`,
  );
  return body.messages;
}

/** The newest passcode sent to `to`; throws when none was sent. */
export async function lastCode(apiUrl: string, to: string): Promise<string> {
  const code = (await readOutbox(apiUrl, { to, kind: 'otp' })).at(-1)?.code;
  if (!code) throw new Error(`No passcode in the outbox for ${to}`);
  return code;
}

/**
 * Waits for the newest message matching `query` that arrived after `after` messages were
 * already there; polls briefly because the send happens in another process (the browser).
 */
export async function waitForMessage(
  apiUrl: string,
  query: OutboxQuery,
  options: WaitOptions = {},
): Promise<OutboxMessage> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readOutbox(apiUrl, query);
    const last = messages.slice(options.after ?? 0).at(-1);
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(`No outbox message for ${JSON.stringify(query)} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ClockState {
  now: Date;
  offsetSeconds: number;
}

export interface ProjectClockState extends ClockState {
  /** False while the project follows the global clock. */
  ownOffset: boolean;
}

export interface ClockControl<State extends ClockState = ClockState> {
  get(): Promise<State>;
  advance(seconds: number): Promise<State>;
  set(now: Date | string): Promise<State>;
}

export interface FaultInput {
  /** An exact path, or a pattern where `*` matches anything, e.g. `/sdk/v1/otps/*`. */
  path: string;
  method?: FaultMethod;
  /** Only calls for this project. */
  publicToken?: string;
  /** The next N matching calls; default 1. */
  count?: number;
  /** 400–599; omit for a delay only. */
  status?: number;
  /** Required with `status`, e.g. `"email_not_found"`. */
  errorType?: string;
  errorMessage?: string;
  delayMs?: number;
}

export interface Fault {
  id: string;
  path: string;
  method: FaultMethod | null;
  publicToken: string | null;
  count: number;
  remaining: number;
  status: number | null;
  errorType: string | null;
  errorMessage: string | null;
  delayMs: number;
}

/** What a customer's server needs for the backend API (`new stytch.Client({ project_id, secret })`). */
export interface ProjectInfo {
  publicToken: string;
  projectId: string;
  secret: string;
  settings: ProjectSettings;
}

/** An SDK telemetry event the test API received (`POST /sdk/v1/events`). */
export interface ReceivedEvent {
  project_id: string;
  event_name: string;
  received_at: string;
  payload: unknown;
}

/** A user as `GET /__emulator/users` lists it: the SDK's user object and its project. */
export interface ListedUser {
  project_id: string;
  user_id: string;
  status: string;
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  [field: string]: unknown;
}

export interface TestApiClient {
  readonly url: string;
  outbox: {
    list(query?: OutboxQuery): Promise<OutboxMessage[]>;
    waitFor(query: OutboxQuery, options?: WaitOptions): Promise<OutboxMessage>;
    /** Waits for a passcode sent to `to` (email or phone) and returns the newest. */
    code(to: string, options?: WaitOptions): Promise<string>;
    /** Waits for a magic link or password-reset link sent to `to` and returns the newest. */
    link(
      to: string,
      options?: WaitOptions & { kind?: 'magic_link' | 'reset_password' },
    ): Promise<string>;
  };
  /** The global clock, which projects without a clock of their own follow. */
  clock: ClockControl;
  faults: {
    add(fault: FaultInput): Promise<Fault>;
    list(): Promise<Fault[]>;
    remove(id: string): Promise<void>;
    clear(): Promise<void>;
  };
  projects: {
    /** Changes settings at once (no restart) and returns them all; with no patch, reads them. */
    settings(publicToken: string, patch?: Partial<ProjectSettings>): Promise<ProjectSettings>;
    /** Puts back the settings the project started with; returns them. */
    restoreSettings(publicToken: string): Promise<ProjectSettings>;
    /** The project's ids, backend secret and settings. */
    get(publicToken: string): Promise<ProjectInfo>;
    /** Empties one project's data (users, sessions, outbox, events) and its own clock. */
    reset(publicToken: string): Promise<void>;
    clock(publicToken: string): ClockControl<ProjectClockState>;
    /** Adds users; returns their ids. */
    seed(publicToken: string, data: SeedProject): Promise<string[]>;
    export(publicToken: string): Promise<SeedProject>;
  };
  /** The SDK events received, oldest first. */
  events(): Promise<ReceivedEvent[]>;
  users: {
    /** Users with all their factors, newest first (at most 200); one project's with a token. */
    list(publicToken?: string): Promise<ListedUser[]>;
    /** Flags a password so the next login answers `reset_password`; returns the user id. */
    requirePasswordReset(publicToken: string, email: string): Promise<string>;
  };
  /** Empties every project, resets every clock and clears the faults. */
  reset(): Promise<void>;
  seed(data: SeedData): Promise<void>;
  export(): Promise<SeedData>;
}

type WireClock = { now: string; offset_seconds: number; own_offset?: boolean };
type WireSettings = { public_token: string; project_id: string; settings: ProjectSettings };

const clockState = (wire: WireClock): ProjectClockState => ({
  now: new Date(wire.now),
  offsetSeconds: wire.offset_seconds,
  ownOffset: wire.own_offset ?? false,
});

const fault = (wire: WireFault): Fault => ({
  id: wire.id,
  path: wire.path,
  method: wire.method,
  publicToken: wire.public_token,
  count: wire.count,
  remaining: wire.remaining,
  status: wire.status,
  errorType: wire.error_type,
  errorMessage: wire.error_message,
  delayMs: wire.delay_ms,
});

function clockControl(apiUrl: string, path: string): ClockControl<ProjectClockState> {
  const move = async (body: unknown) =>
    clockState(await request<WireClock>(apiUrl, 'POST', path, body));
  return {
    get: async () => clockState(await request<WireClock>(apiUrl, 'GET', path)),
    advance: (seconds) => move({ advance_seconds: seconds }),
    set: (now) => move({ now: typeof now === 'string' ? now : now.toISOString() }),
  };
}

/** A typed client of the test API at `apiUrl` (e.g. `http://127.0.0.1:4010`). */
export function createTestApiClient(apiUrl: string): TestApiClient {
  const call = <T>(method: string, path: string, body?: unknown) =>
    request<T>(apiUrl, method, path, body);
  const projectPath = (token: string, rest: string) =>
    `/__emulator/projects/${encodeURIComponent(token)}/${rest}`;
  const waitFor = (query: OutboxQuery, options?: WaitOptions) =>
    waitForMessage(apiUrl, query, options);
  return {
    url: apiUrl,
    outbox: {
      list: (query) => readOutbox(apiUrl, query),
      waitFor,
      async code(to, options) {
        const message = await waitFor({ to, kind: 'otp' }, options);
        return message.code as string;
      },
      async link(to, options = {}) {
        const kinds = options.kind ? [options.kind] : (['magic_link', 'reset_password'] as const);
        const timeoutMs = options.timeoutMs ?? 10_000;
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const messages = await readOutbox(apiUrl, { to });
          const withLink = messages.filter(
            (m) => m.link !== undefined && (kinds as readonly string[]).includes(m.kind),
          );
          const last = withLink.slice(options.after ?? 0).at(-1);
          if (last?.link) return last.link;
          if (Date.now() > deadline) {
            throw new Error(`No link in the outbox for ${to} within ${timeoutMs} ms`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    },
    clock: clockControl(apiUrl, '/__emulator/clock'),
    faults: {
      add: async (input) => {
        const body = {
          path: input.path,
          method: input.method,
          public_token: input.publicToken,
          count: input.count,
          status: input.status,
          error_type: input.errorType,
          error_message: input.errorMessage,
          delay_ms: input.delayMs,
        };
        return fault((await call<{ fault: WireFault }>('POST', '/__emulator/faults', body)).fault);
      },
      list: async () =>
        (await call<{ faults: WireFault[] }>('GET', '/__emulator/faults')).faults.map(fault),
      remove: async (id) => {
        await call('DELETE', `/__emulator/faults/${encodeURIComponent(id)}`);
      },
      clear: async () => {
        await call('DELETE', '/__emulator/faults');
      },
    },
    projects: {
      async settings(token, patch) {
        const path = projectPath(token, 'settings');
        const wire = patch
          ? await call<WireSettings>('PUT', path, patch)
          : await call<WireSettings>('GET', path);
        return wire.settings;
      },
      restoreSettings: async (token) =>
        (await call<WireSettings>('DELETE', projectPath(token, 'settings'))).settings,
      async get(token) {
        const wire = await call<WireSettings & { secret: string }>(
          'GET',
          `/__emulator/projects/${encodeURIComponent(token)}`,
        );
        return {
          publicToken: wire.public_token,
          projectId: wire.project_id,
          secret: wire.secret,
          settings: wire.settings,
        };
      },
      reset: async (token) => {
        await call('POST', projectPath(token, 'reset'));
      },
      clock: (token) => clockControl(apiUrl, projectPath(token, 'clock')),
      seed: async (token, data) =>
        (await call<{ user_ids: string[] }>('POST', projectPath(token, 'seed'), data)).user_ids,
      export: (token) => call<SeedProject>('GET', projectPath(token, 'export')),
    },
    events: async () =>
      (await call<{ events: ReceivedEvent[] }>('GET', '/__emulator/events')).events,
    users: {
      list: async (token) => {
        const query = token ? `?public_token=${encodeURIComponent(token)}` : '';
        return (await call<{ users: ListedUser[] }>('GET', `/__emulator/users${query}`)).users;
      },
      requirePasswordReset: async (token, email) =>
        (
          await call<{ user_id: string }>('POST', '/__emulator/users/require_password_reset', {
            public_token: token,
            email,
          })
        ).user_id,
    },
    reset: async () => {
      await call('POST', '/__emulator/reset');
    },
    seed: async (data) => {
      await call('POST', '/__emulator/seed', data);
    },
    export: () => call<SeedData>('GET', '/__emulator/export'),
  };
}
