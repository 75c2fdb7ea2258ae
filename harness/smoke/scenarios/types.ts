import type { Page } from 'puppeteer';

export interface ScenarioContext {
  page: Page;
  /** The page with the embed snippet, on http://localhost:<port>. */
  pageUrl: string;
  /** The test API the widget talks to. */
  apiUrl: string;
  /** The public token the page's snippet mounts with. */
  publicToken: string;
}

export interface Scenario {
  name: string;
  /** Which configured product or mount mode it exercises. */
  appliesTo: (products: readonly string[], otpMethods: readonly string[]) => boolean;
  run(context: ScenarioContext): Promise<void>;
}
