import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { PageProblem, StepResult } from '../report/types';

/** A step that has not finished in this long is a failure worth reporting, not worth waiting for. */
export const STEP_TIMEOUT_MS = 15_000;

/**
 * Records a scenario's steps: each runs under the step timeout and ends with a screenshot of
 * the page as it left it (also when it failed), saved under `<outDir>/screenshots/`.
 */
export class StepRecorder {
  readonly steps: StepResult[] = [];
  private readonly page: Page;
  private readonly outDir: string;
  private readonly prefix: string;
  private readonly timeoutMs: number;
  private readonly problems: () => PageProblem[];

  /** `problems`: what went wrong on the page since the last call, put on the step that ends. */
  constructor(
    page: Page,
    outDir: string,
    prefix: string,
    timeoutMs = STEP_TIMEOUT_MS,
    problems: () => PageProblem[] = () => [],
  ) {
    this.page = page;
    this.outDir = outDir;
    this.prefix = prefix;
    this.timeoutMs = timeoutMs;
    this.problems = problems;
  }

  async step<T>(name: string, fn: () => Promise<T>, timeoutMs = this.timeoutMs): Promise<T> {
    const started = Date.now();
    try {
      const value = await withTimeout(fn(), timeoutMs, `step "${name}"`);
      await this.record(name, 'passed', started);
      return value;
    } catch (error) {
      await this.record(name, 'failed', started, message(error));
      throw error;
    }
  }

  private async record(
    name: string,
    status: StepResult['status'],
    started: number,
    error?: string,
  ): Promise<void> {
    const durationMs = Date.now() - started;
    const screenshot = await this.screenshot(this.steps.length + 1);
    const problems = this.problems();
    this.steps.push({
      name,
      status,
      durationMs,
      ...(error === undefined ? {} : { error }),
      ...(screenshot ? { screenshot } : {}),
      ...(problems.length ? { problems } : {}),
    });
  }

  /** The page as it is now; none when the page is gone (a crash, a closed context). */
  private async screenshot(index: number): Promise<string | undefined> {
    const relative = `screenshots/${this.prefix}-${String(index).padStart(2, '0')}.png`;
    try {
      await mkdir(join(this.outDir, 'screenshots'), { recursive: true });
      await withTimeout(
        // A faster, larger PNG: a screenshot per step is on every scenario's clock.
        this.page.screenshot({
          path: join(this.outDir, relative) as `${string}.png`,
          optimizeForSpeed: true,
        }),
        5_000,
        'screenshot',
      );
      return relative;
    } catch {
      return undefined;
    }
  }
}

export function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
