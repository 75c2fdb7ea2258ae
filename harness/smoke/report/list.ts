import type { ScenarioResult } from './types';
import { problemLines, summaryLine } from './types';

export interface ListStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** `✓ name (812 ms)`, `✗ name: why`, `~ name (flaky: passed on attempt 2)`. */
export function resultLine(result: ScenarioResult): string {
  const ms = `${result.durationMs} ms`;
  if (result.status === 'passed') return `✓ ${result.name} (${ms})`;
  if (result.status === 'flaky') {
    return `~ ${result.name} (flaky: passed on attempt ${result.attempts.length}, ${ms})`;
  }
  const last = result.attempts.at(-1);
  const tries = result.attempts.length > 1 ? ` (${result.attempts.length} attempts)` : '';
  const shot = last?.steps.findLast((step) => step.screenshot)?.screenshot;
  const problems = (last?.steps ?? []).flatMap((step) =>
    problemLines(step).map((line) => `\n    ${step.name}: ${line}`),
  );
  return `✗ ${result.name}${tries}: ${last?.error ?? 'failed'}${shot ? `\n    screenshot: ${shot}` : ''}${problems.join('')}`;
}

/**
 * The terminal reporter: a line per finished scenario, and on a TTY a spinner line below them
 * naming what runs and for how long, redrawn in place; without a TTY only the plain lines.
 */
export class ListReporter {
  private readonly stream: ListStream;
  private readonly log: (line: string) => void;
  private readonly running = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private frame = 0;
  private done = 0;
  private total = 0;

  /** `log` gets every plain line as well (the run's result lines). */
  constructor(stream: ListStream | undefined, log: (line: string) => void = () => undefined) {
    this.stream = stream ?? { write: () => undefined };
    this.log = log;
  }

  begin(total: number): void {
    this.total = total;
    if (this.stream.isTTY && total > 0) {
      this.timer = setInterval(() => this.redraw(), 80);
      this.timer.unref();
    }
  }

  scenarioStarted(name: string): void {
    this.running.set(name, Date.now());
    this.redraw();
  }

  scenarioEnded(result: ScenarioResult): void {
    this.running.delete(result.name);
    this.done++;
    this.line(resultLine(result));
  }

  /** A line outside the scenarios (the summary, a note). */
  line(text: string): void {
    this.clear();
    this.stream.write(`${text}\n`);
    this.log(text);
    this.redraw();
  }

  end(results: readonly ScenarioResult[]): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.running.clear();
    this.line(summaryLine(results));
  }

  private clear(): void {
    if (this.stream.isTTY) this.stream.write('\r\u001b[2K');
  }

  private redraw(): void {
    if (!this.stream.isTTY || !this.timer || this.running.size === 0) return;
    this.frame = (this.frame + 1) % SPINNER.length;
    const now = Date.now();
    const names = [...this.running].map(([name, since]) => `${name} ${seconds(now - since)}`);
    this.clear();
    this.stream.write(`${SPINNER[this.frame]} [${this.done}/${this.total}] ${names.join(' · ')}`);
  }
}
