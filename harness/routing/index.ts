// Answers the provider's hosts from a test API in a browser: the smoke runner's pages and the
// `stytch-widget/testing` helpers for a customer's Puppeteer or Playwright suite.
export type { ExternalPolicy } from './external';
export { defaultExternalPolicy, keptUnderBlock, stytchOwned } from './external';
export { answerProviderRequest, type PausedRequest, type ProviderAnswer } from './forward';
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
