import type { AttemptResult, ScenarioResult, SmokeReport } from './types';

/** A report of three scenarios (passed, flaky, failed) for the reporter tests. */
export function sampleReport(screenshot = 'screenshots/a-1-01.png'): SmokeReport {
  const passed: ScenarioResult = {
    name: 'login: email one-time passcode',
    mountMode: 'login',
    status: 'passed',
    durationMs: 812,
    attempts: [
      {
        status: 'passed',
        durationMs: 812,
        steps: [
          { name: 'login: email one-time passcode', status: 'passed', durationMs: 800, screenshot },
        ],
        console: [],
        failedRequests: [],
      },
    ],
  };
  const flaky: ScenarioResult = {
    name: 'login: SMS <one-time> passcode & "quotes"',
    mountMode: 'login',
    status: 'flaky',
    durationMs: 2100,
    attempts: [
      {
        status: 'failed',
        durationMs: 1000,
        error: 'first try',
        steps: [],
        console: [],
        failedRequests: [],
      },
      { status: 'passed', durationMs: 1100, steps: [], console: [], failedRequests: [] },
    ],
  };
  const failed: ScenarioResult = {
    name: 'resetPassword: forgot password',
    mountMode: 'resetPassword',
    status: 'failed',
    durationMs: 15_300,
    attempts: [
      {
        status: 'failed',
        durationMs: 15_300,
        error: 'Timed out after waiting 15000ms <button>',
        steps: [
          {
            name: 'open the page',
            status: 'failed',
            durationMs: 15_000,
            error: 'boom',
            screenshot,
          },
        ],
        console: ['[error] bad \u0007 bell'],
        failedRequests: ['POST http://127.0.0.1:1/sdk/v1/passwords: HTTP 400'],
        providerCalls: [
          {
            method: 'GET',
            host: 'test.stytch.com',
            path: '/sdk/v1/projects/bootstrap/t',
            status: 200,
          },
          {
            method: 'POST',
            host: 'test.stytch.com',
            path: '/sdk/v1/nope',
            status: 404,
            error: 'No route for POST /sdk/v1/nope.',
          },
        ],
        blockedRequests: ['GET https://fonts.example.com/a.css'],
        unansweredCalls: ['GET js.stytch.com/sdk-assets/google.svg: 404'],
      },
    ],
  };
  return {
    startedAt: '2026-11-23T02:00:00.000Z',
    durationMs: 18_000,
    shards: [],
    results: [passed, flaky, failed],
  };
}

/** A failed attempt of two steps, the second failing, each with its screenshot. */
function failedAttempt(scenario: string, attempt: number, error: string): AttemptResult {
  return {
    status: 'failed',
    durationMs: 1500,
    error,
    steps: [
      {
        name: 'open the page',
        status: 'passed',
        durationMs: 500,
        screenshot: `screenshots/${scenario}-${attempt}-01.png`,
      },
      {
        name: 'enter the code',
        status: 'failed',
        durationMs: 1000,
        error,
        screenshot: `screenshots/${scenario}-${attempt}-02.png`,
      },
    ],
    console: [`[error] attempt ${attempt}`],
    failedRequests: [],
  };
}

/**
 * A run with retries: a scenario that passed on its third attempt and one that failed all
 * three, every step with a screenshot.
 */
export function retriedReport(): SmokeReport {
  const flaky: ScenarioResult = {
    name: 'login: email magic link',
    mountMode: 'login',
    status: 'flaky',
    durationMs: 4000,
    attempts: [
      failedAttempt('flaky', 1, 'no link in the outbox'),
      failedAttempt('flaky', 2, 'the link expired'),
      {
        status: 'passed',
        durationMs: 1000,
        steps: [
          {
            name: 'open the page',
            status: 'passed',
            durationMs: 1000,
            screenshot: 'screenshots/flaky-3-01.png',
          },
        ],
        console: [],
        failedRequests: [],
      },
    ],
  };
  const failed: ScenarioResult = {
    name: 'login: SMS one-time passcode',
    mountMode: 'login',
    status: 'failed',
    durationMs: 4500,
    attempts: [1, 2, 3].map((n) => failedAttempt('failed', n, `wrong code ${n}`)),
  };
  return {
    startedAt: '2026-11-23T02:00:00.000Z',
    durationMs: 9000,
    shards: ['2/3'],
    results: [flaky, failed],
  };
}
