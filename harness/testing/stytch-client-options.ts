import type { Client } from 'stytch';
import { createTestApiClient, providerHostOf, testApiUrlFor } from '../test-api';

type ClientConfig = ConstructorParameters<typeof Client>[0];
type Dispatcher = NonNullable<ClientConfig['dispatcher']>;

/** Options for the official Node client (`new stytch.Client(options)`) against a test API. */
export interface StytchClientOptions {
  project_id: string;
  secret: string;
  /** Sends the client's calls to Stytch's hosts to the test API instead. */
  dispatcher: Dispatcher;
}

// Where every copy of undici (Node's own fetch included) keeps the process's dispatcher.
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

interface DispatchOptions {
  origin?: string | URL;
  path: string;
}

/**
 * The official `stytch` Node client's options for the test API project of `publicToken`: its
 * `project_id` and `secret`, and a fetch dispatcher that sends the calls the client makes to
 * Stytch's hosts (test.stytch.com for `project-test-…` ids) to the test API at the same path.
 * The client keeps its default `env`, so it prints no warning: a custom `env` (the test API's
 * URL + '/') works too, but the client warns about it on every construction, and
 * `custom_base_url` refuses anything but https.
 */
export async function stytchClientOptions(
  testApiUrl: string,
  publicToken: string,
): Promise<StytchClientOptions> {
  // This call also loads Node's fetch, which sets the process's dispatcher up.
  const project = await createTestApiClient(testApiUrl).projects.get(publicToken);
  const base = (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER] as
    | (Dispatcher & { dispatch(options: DispatchOptions, handler: unknown): boolean })
    | undefined;
  if (!base) throw new Error("Node's fetch dispatcher was not found (undici.globalDispatcher.1).");
  const dispatch = (options: DispatchOptions, handler: unknown): boolean => {
    const url = new URL(options.path, options.origin);
    const target = providerHostOf(url)
      ? new URL(testApiUrlFor(url, testApiUrl) ?? `${testApiUrl}${options.path}`)
      : undefined;
    if (!target) return base.dispatch(options, handler);
    return base.dispatch(
      { ...options, origin: target.origin, path: `${target.pathname}${target.search}` },
      handler,
    );
  };
  // Everything else (close, destroy, events) is the process's own dispatcher's.
  const dispatcher = Object.create(base, { dispatch: { value: dispatch } }) as Dispatcher;
  return { project_id: project.projectId, secret: project.secret, dispatcher };
}
