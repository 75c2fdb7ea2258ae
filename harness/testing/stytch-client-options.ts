import type { Client } from 'stytch';
import { nodeFetchDispatcher, providerDispatcher } from '../routing';
import { createTestApiClient } from '../test-api';

type ClientConfig = ConstructorParameters<typeof Client>[0];
type Dispatcher = NonNullable<ClientConfig['dispatcher']>;

/** Options for the official Node client (`new stytch.Client(options)`) against a test API. */
export interface StytchClientOptions {
  project_id: string;
  secret: string;
  /** Sends the client's calls to Stytch's hosts to the test API instead. */
  dispatcher: Dispatcher;
}

/**
 * The official `stytch` Node client's options for the test API project of `publicToken`: its
 * `project_id` and `secret`, and a fetch dispatcher that sends the calls the client makes to
 * Stytch's hosts (test.stytch.com for `project-test-…` ids) to the test API at the same path.
 * The client keeps its default `env`, so it prints no warning: a custom `env` (the test API's
 * URL + '/') works too, but the client warns about it on every construction, and
 * `custom_base_url` refuses anything but https. To route a client the app builds itself, with
 * no code change, load the Node hook instead (`stytch-widget/node-hook`).
 */
export async function stytchClientOptions(
  testApiUrl: string,
  publicToken: string,
): Promise<StytchClientOptions> {
  const project = await createTestApiClient(testApiUrl).projects.get(publicToken);
  // Only this client's calls: the process's own dispatcher is wrapped, not replaced.
  const dispatcher = providerDispatcher(nodeFetchDispatcher(), testApiUrl) as unknown as Dispatcher;
  return { project_id: project.projectId, secret: project.secret, dispatcher };
}
