// Answers the provider's hosts from a test API in a browser: the smoke runner's pages and the
// `stytch-widget/testing` helpers for a customer's Puppeteer or Playwright suite.
export type { ExternalPolicy } from './external';
export { defaultExternalPolicy, keptUnderBlock, stytchOwned } from './external';
export { answerProviderRequest, type PausedRequest, type ProviderAnswer } from './forward';
// A Node process's own calls (the official `stytch` client's): `--import` hook and its parts.
export { type FetchDispatcher, nodeFetchDispatcher, providerDispatcher } from './node-fetch';
export {
  NODE_HOOK_FILE,
  nodeOptionsWithHook,
  routeNodeProcess,
  TEST_API_URL_ENV,
} from './node-process';
export {
  describeCall,
  isBrowserOwnRequest,
  isGap,
  type ProviderCall,
  UnansweredProviderCallError,
} from './provider-call';
export type { ProviderRouting, RouteOptions } from './recorder';
export {
  type PlaywrightRequestLike,
  type PlaywrightRoutable,
  type PlaywrightRouteLike,
  routePlaywright,
} from './route-playwright';
export { routePuppeteerPage } from './route-puppeteer';
