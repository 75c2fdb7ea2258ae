// `stytch-widget/testing`: the local test API for a customer's own Vitest, Jest or Playwright
// suite, started in-process, with the typed control client (outbox, clock, faults, projects).
import {
  createTestApiClient,
  type SeedResult,
  type StartOptions as ServerOptions,
  startTestApi as startServer,
  type TestApi,
  type TestApiClient,
} from '../test-api';

export type {
  ClockControl,
  ClockState,
  Fault,
  FaultInput,
  OutboxMessage,
  OutboxQuery,
  ProjectClockState,
  ProjectInfo,
  ProjectSettings,
  SeedData,
  SeedProject,
  SeedUser,
  TestApiClient,
  WaitOptions,
} from '../test-api';
export { createTestApiClient, TestApiError } from '../test-api';

export interface StartTestApiOptions extends ServerOptions {}

export interface RunningTestApi extends TestApiClient {
  /** `http://127.0.0.1:<port>`: give it to the widget (`apiUrl`) and to `new stytch.Client({ env: url + '/' })`. */
  readonly url: string;
  readonly port: number;
  /** What `seed` / `seedFile` added at start; null without one. */
  readonly seeded: SeedResult | null;
  /** The server itself, for in-process access to its store and clocks. */
  readonly api: TestApi;
  /** Stops the server and closes its store. */
  close(): Promise<void>;
}

/**
 * Starts the test API in this process. Defaults suit a test run: a free port (`port: 0`)
 * and an in-memory store (`db: ':memory:'`), so parallel suites never share data.
 */
export async function startTestApi(options: StartTestApiOptions = {}): Promise<RunningTestApi> {
  const server = await startServer({ port: 0, db: ':memory:', ...options });
  const client = createTestApiClient(server.url);
  return {
    ...client,
    url: server.url,
    port: server.port,
    seeded: server.seeded,
    api: server.api,
    close: () => server.close(),
  };
}

export type {
  ExternalPolicy,
  PlaywrightRequestLike,
  PlaywrightRoutable,
  PlaywrightRouteLike,
  ProviderCall,
  ProviderRouting,
  RouteOptions,
} from '../routing';
export {
  /** Answers a Playwright page's (or context's) calls to Stytch's hosts from the test API. */
  routePlaywright as routeStytchToTestApiPlaywright,
  /** Answers a Puppeteer page's calls to Stytch's hosts (all its frames) from the test API. */
  routePuppeteerPage as routeStytchToTestApi,
} from '../routing';
export { type StytchClientOptions, stytchClientOptions } from './stytch-client-options';
