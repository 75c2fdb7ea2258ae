import type { ExternalPolicy } from './external';
import type { ProviderCall } from './provider-call';

export interface RouteOptions {
  /** The test API that answers the provider's hosts, e.g. `http://127.0.0.1:4010`. */
  testApiUrl: string;
  /** Requests to other hosts: `allow` (default) lets them through, `block` aborts and lists them. */
  external?: ExternalPolicy;
  /** Hosts that still load under `block` besides this machine's (the app's own site). */
  keepHosts?: readonly string[];
  /**
   * More origins answered by the test API at the same path (a page's own local `apiUrl`, e.g.
   * `http://127.0.0.1:4010`), whatever port the test API runs on.
   */
  apiOrigins?: readonly string[];
  /** Called on a provider call the test API could not answer (see `isGap`). */
  onGap?: (call: ProviderCall) => void;
}

/** What a routing helper returns: what it answered and blocked so far, and how to stop it. */
export interface ProviderRouting {
  /** The provider calls answered so far, in order. */
  calls(): ProviderCall[];
  /** Of those, the ones the test API could not answer. */
  gaps(): ProviderCall[];
  /**
   * Requests aborted (`GET https://…`): under `external: 'block'` every other host's, and under
   * either policy those to Stytch's own hosts that the test API does not stand in for.
   */
  blocked(): string[];
  /** Stops routing: later requests go where the page sends them. */
  stop(): Promise<void>;
}

/** The lists a routing helper keeps, shared by the Puppeteer and Playwright ones. */
export class RoutingRecord {
  readonly answered: ProviderCall[] = [];
  readonly gapCalls: ProviderCall[] = [];
  readonly blockedRequests: string[] = [];

  constructor(private readonly onGap?: (call: ProviderCall) => void) {}

  answeredCall(call: ProviderCall, gap: boolean): void {
    this.answered.push(call);
    if (!gap) return;
    this.gapCalls.push(call);
    this.onGap?.(call);
  }

  blockedCall(method: string, url: string): void {
    this.blockedRequests.push(`${method} ${url}`);
  }

  view(stop: () => Promise<void>): ProviderRouting {
    return {
      calls: () => [...this.answered],
      gaps: () => [...this.gapCalls],
      blocked: () => [...this.blockedRequests],
      stop,
    };
  }
}
