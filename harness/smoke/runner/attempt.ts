import type { Browser, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import {
  type ProviderCall,
  type ProviderRouting,
  UnansweredProviderCallError,
} from '../../routing';
import type { UiText } from '../pages/ui-text';
import type { AttemptResult } from '../report/types';
import type { LoggedInState } from '../scenarios/logged-in';
import type { ScenarioContext } from '../scenarios/types';
import { type AllowedGap, gapLine, gapVerdict } from './gaps';
import { PagePool } from './page-pool';
import { PageProblems } from './page-problems';
import type { PlannedRun } from './plan';
import { message, StepRecorder, withTimeout } from './steps';

export interface AttemptSetup {
  browser: Browser;
  /** Where a fresh incognito page comes from; default: opened when the attempt starts. */
  pages?: Pick<PagePool, 'take'>;
  pageUrls: Readonly<Record<string, string>>;
  apiUrl: string;
  publicToken: string;
  /** The widget's strings in the config's language (default English). */
  t?: UiText;
  /** The pages are the customer's own app: redirect logins finish on its own route. */
  followRedirects?: boolean;
  /** What the app shows once logged in (`--logged-in`). */
  loggedIn?: LoggedInState;
  /** Where screenshots go (`<outDir>/screenshots/`). */
  outDir: string;
  stepTimeoutMs: number;
  /** A whole scenario that runs longer than this fails (a hang, not a slow step). */
  scenarioTimeoutMs: number;
  preparePage?: (page: Page) => Promise<void>;
  /** Answers the page's calls to the provider's hosts from the run's test API (`--url`). */
  routePage?: (page: Page, onGap: (call: ProviderCall) => void) => Promise<ProviderRouting>;
  /** After a failure: what on the page blocked the widget (CSP, mixed content), if anything. */
  explainFailure?: (page: Page) => Promise<string | undefined>;
  /** Unanswered calls the user accepted (`--allow-gap`): listed, never failing a scenario. */
  allowedGaps?: readonly AllowedGap[];
}

// The browser asks every page for one; a page without it is no failure of the widget.
const isFavicon = (url: string) => new URL(url).pathname === '/favicon.ico';

/** A file-name-safe form of a scenario's name. */
export function fileStem(name: string): string {
  return name.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '');
}

/**
 * One attempt at one scenario in a fresh incognito context: its steps (the scenario itself as
 * one step when it names none), each with a screenshot, the console and the failed requests.
 */
export async function runAttempt(
  run: PlannedRun,
  attempt: number,
  setup: AttemptSetup,
): Promise<AttemptResult> {
  const { context: browserContext, page } = await (
    setup.pages ?? new PagePool(setup.browser, 1, 0)
  ).take();
  const consoleLines: string[] = [];
  const failedRequests: string[] = [];
  // Unanswered calls the flow does without, or that the user accepted.
  const unansweredCalls: string[] = [];
  const started = Date.now();
  let routing: ProviderRouting | undefined;
  // A call the test API cannot answer that the flow needs fails the scenario at once, naming
  // it, instead of leaving the page to wait for an answer until the step times out.
  let unanswered: (error: Error) => void = () => undefined;
  const gap = new Promise<never>((_, reject) => {
    unanswered = reject;
  });
  gap.catch(() => undefined);
  try {
    page.setDefaultTimeout(setup.stepTimeoutMs);
    // Shown next to the step they happened in.
    const problems = new PageProblems(page);
    page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${message(error)}`));
    page.on('requestfailed', (request: HTTPRequest) => {
      if (isFavicon(request.url())) return;
      const reason = request.failure()?.errorText ?? 'failed';
      failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
    });
    page.on('response', (response: HTTPResponse) => {
      if (response.status() >= 400 && !isFavicon(response.url())) {
        const line = `${response.request().method()} ${response.url()}: HTTP ${response.status()}`;
        const at = failedRequests.push(line) - 1;
        // The API's own reason, in its words (the widget may show it translated, or not at all).
        void apiErrorMessage(response).then((reason) => {
          if (reason) failedRequests[at] = `${line} (${reason})`;
        });
      }
    });
    routing = await setup.routePage?.(page, (call) => {
      const verdict = gapVerdict(call, run.scenario.needs, setup.allowedGaps);
      if (verdict === 'needed') unanswered(new UnansweredProviderCallError(call));
      else unansweredCalls.push(gapLine(call, verdict));
    });
    await setup.preparePage?.(page);
    const prefix = `${fileStem(run.scenario.name)}-${attempt}`;
    const recorder = new StepRecorder(page, setup.outDir, prefix, setup.stepTimeoutMs, () =>
      problems.take(),
    );
    const context: ScenarioContext = {
      page,
      pageUrl: setup.pageUrls[run.mountMode] ?? '',
      pageUrls: setup.pageUrls,
      apiUrl: setup.apiUrl,
      publicToken: setup.publicToken,
      ...(setup.t ? { t: setup.t } : {}),
      ...(setup.followRedirects ? { followRedirects: true } : {}),
      ...(setup.loggedIn ? { loggedIn: setup.loggedIn } : {}),
      step: (name, fn) => recorder.step(name, fn),
    };
    let error: string | undefined;
    try {
      await withTimeout(
        Promise.race([run.scenario.run(context), gap]),
        setup.scenarioTimeoutMs,
        'the scenario',
      );
    } catch (failure) {
      error = message(failure);
      // A widget the page blocked is reported as that, the step that timed out after it.
      const blocked = await setup.explainFailure?.(page).catch(() => undefined);
      if (blocked) error = `${blocked}\n    ${error}`;
      // Calls thought not needed may still be why it failed: name them beside the failure.
      if (unansweredCalls.length) {
        error = `${error}\n    The test API did not answer: ${unansweredCalls.join('; ')}`;
      }
    }
    // A scenario that names no steps is one step; one that failed after its last step gets a
    // closing step, so the report always shows the page as the failure left it.
    const lastFailed = recorder.steps.at(-1)?.status === 'failed';
    if (recorder.steps.length === 0 || (error !== undefined && !lastFailed)) {
      const name = recorder.steps.length === 0 ? run.scenario.name : 'after the last step';
      await recorder
        .step(name, async () => {
          if (error !== undefined) throw new Error(error);
        })
        .catch(() => undefined);
      const closing = recorder.steps.at(-1);
      if (closing) closing.durationMs = recorder.steps.length === 1 ? Date.now() - started : 0;
    }
    return {
      status: error === undefined ? 'passed' : 'failed',
      durationMs: Date.now() - started,
      ...(error === undefined ? {} : { error }),
      steps: recorder.steps,
      console: consoleLines,
      failedRequests,
      ...(routing ? { providerCalls: routing.calls() } : {}),
      ...(routing?.blocked().length ? { blockedRequests: routing.blocked() } : {}),
      ...(unansweredCalls.length ? { unansweredCalls } : {}),
    };
  } finally {
    // Leave the page first: closing a context while its page is still navigating (an app's
    // redirect route moving on once the login is done) took Chromium about 40 s.
    await page.goto('about:blank', { timeout: 5_000 }).catch(() => undefined);
    await routing?.stop();
    await browserContext.close().catch(() => undefined);
  }
}

/** `error_message` of a JSON error answer (bare, or in the SDK's `data` envelope), if any. */
async function apiErrorMessage(response: HTTPResponse): Promise<string | undefined> {
  if (!(response.headers()['content-type'] ?? '').includes('json')) return undefined;
  try {
    const json = JSON.parse(await response.text()) as Record<string, unknown>;
    const inner = (typeof json.data === 'object' && json.data ? json.data : json) as Record<
      string,
      unknown
    >;
    return typeof inner.error_message === 'string' ? inner.error_message : undefined;
  } catch {
    // A body the browser no longer holds (the page moved on), or not JSON after all.
    return undefined;
  }
}
