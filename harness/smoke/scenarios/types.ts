import type { Page } from 'puppeteer-core';
import type { ConfigFile } from '../../../widget/config/schema';
import type { UiText } from '../pages/ui-text';
import type { LoggedInState } from './logged-in';

export interface ScenarioContext {
  page: Page;
  /** The page with the embed snippet of the scenario's mount mode, on http://localhost:<port>. */
  pageUrl: string;
  /**
   * The page of every mount mode, by mode id, for a flow that starts on one and ends on another
   * (the smoke runner always gives it; a test running a one-page scenario may leave it out).
   */
  pageUrls?: Readonly<Record<string, string>>;
  /** The test API the widget talks to. */
  apiUrl: string;
  /** The public token the page's snippet mounts with. */
  publicToken: string;
  /**
   * The widget's strings in the config's language, for the page objects (the runner gives
   * them; default English).
   */
  t?: UiText;
  /**
   * The page is the customer's own app (`smoke --url --no-inject`): a redirect login is
   * followed to the app's redirect route instead of replayed on the smoke page.
   */
  followRedirects?: boolean;
  /**
   * What the customer's app shows once logged in (`--logged-in`): waited for after each login
   * instead of the widget's own success screen.
   */
  loggedIn?: LoggedInState;
  /**
   * Runs part of the scenario as a named step of the report: under the step timeout, ending
   * with a screenshot (the runner gives it; use `inStep` so a scenario also runs without it).
   */
  step?: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
}

/** `context.step(name, fn)` when the runner records steps, else just `fn()`. */
export function inStep<T>(
  context: Pick<ScenarioContext, 'step'>,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  return context.step ? context.step(name, fn) : fn();
}

/**
 * The pages a run drives: `harness`, where the harness mounts this widget itself (its own pages,
 * the page files `init` wrote, a widget injected into `--url`); `app`, a customer's app that
 * embeds its login itself (`--url --no-inject`), with this widget or the provider's prebuilt UI.
 */
export type PageKind = 'harness' | 'app';

export interface Scenario {
  /** Shown in the report, and names the failure artifacts; starts with the mount mode. */
  name: string;
  /** The id of the mount mode (widget/modes) whose page it drives, e.g. 'login'. */
  mountMode: string;
  /** Whether the config offers what it exercises (a product, an OTP method). */
  appliesTo: (config: ConfigFile) => boolean;
  /**
   * The API path prefixes its flow cannot do without (`/sdk/v1/otps/`), besides the bootstrap
   * and the sessions every flow needs: a call under one that the test API cannot answer fails
   * the scenario at once; other unanswered calls are listed in the report. Without it, every
   * unanswered call fails the scenario.
   */
  needs?: readonly string[];
  /**
   * The kinds of page it runs on (default both): a flow that drives what only this widget has
   * (renaming a passkey by its row's name) is `harness` only; one written for what every UI an
   * app may embed has in common is `app` only when a `harness` scenario already covers more.
   */
  pageKinds?: readonly PageKind[];
  run(context: ScenarioContext): Promise<void>;
}
