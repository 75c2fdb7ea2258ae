import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { stopProcessGroup } from '../shared/process-group';
import { UserError } from '../shared/user-error';

// `smoke --start "<command>"` (Playwright's `webServer` is the model): the customer's whole app
// started in a process group of its own, waited for until its page answers, and stopped, group
// and all, when the run ends, fails or is interrupted.

export const START_TIMEOUT_MS = 60_000;
/** The app's last lines of output kept for an error. */
const KEPT_LINES = 30;
const POLL_MS = 100;
const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_NUMBERS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

export interface StartAppOptions {
  /** A shell command line (`node server.js`, `npm start`). */
  command: string;
  /** Waited for until it answers: the app is up. */
  url: string;
  /** How long the app has to answer at `url` (default 60 s). */
  timeoutMs?: number;
  /** Added to this process's environment. */
  env?: Record<string, string>;
  cwd?: string;
  /**
   * Stop the app on SIGINT, SIGTERM or SIGHUP of this process, then exit (default true, as
   * Puppeteer's `handleSIGINT`); off for a host process that handles signals itself.
   */
  handleSignals?: boolean;
}

export interface StartedApp {
  /** The process group's id (the shell's pid). */
  readonly pid: number;
  /** The app's last lines of output (stdout and stderr, as they came). */
  output(): string[];
  /** Stops the whole process group: SIGTERM, then SIGKILL after 5 s. */
  close(): Promise<void>;
}

/** The last lines a stream of chunks wrote, the unfinished one included. */
class LastLines {
  private lines: string[] = [];
  private partial = '';

  add(chunk: Buffer | string): void {
    const parts = (this.partial + chunk.toString()).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > KEPT_LINES) this.lines = this.lines.slice(-KEPT_LINES);
  }

  all(): string[] {
    return [...this.lines, ...(this.partial ? [this.partial] : [])].slice(-KEPT_LINES);
  }
}

/**
 * Whether `url` answers as a page that is up: 2xx, 3xx, 400, 401, 402 or 403, the statuses
 * Playwright's `webServer` takes (a 404 or a 5xx is a server still starting its routes).
 */
export function answers(url: string, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    // No keep-alive agent: nothing of this process stays connected to the app.
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      resolve((status >= 200 && status < 400) || (status >= 400 && status <= 403));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function withOutput(message: string, lines: readonly string[]): string {
  return lines.length
    ? `${message} Its last output:\n${lines.map((line) => `  | ${line}`).join('\n')}`
    : `${message} It printed nothing.`;
}

/**
 * Starts `command` in its own process group and resolves once `url` answers. It rejects, with
 * the app's last lines of output and the group stopped, when the app exits first or does not
 * answer within the timeout; and when something already answers at `url` before it starts (a
 * server left running would be tested instead of the one started).
 */
export async function startApp(options: StartAppOptions): Promise<StartedApp> {
  const timeoutMs = options.timeoutMs ?? START_TIMEOUT_MS;
  if (await answers(options.url)) {
    throw new UserError(`--start: something already answers at ${options.url}.`, {
      kind: 'refused',
      fix: 'Stop that server first (--start starts the app itself), or drop --start to test the running one.',
    });
  }
  const output = new LastLines();
  const child = spawn(options.command, {
    shell: true,
    // Its own process group, so the app and whatever it starts (npm → node) stop together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd ?? process.cwd(),
    env: { ...process.env, ...options.env },
  });
  child.stdout?.on('data', (chunk) => output.add(chunk));
  child.stderr?.on('data', (chunk) => output.add(chunk));
  const pid = child.pid;
  if (pid === undefined) {
    throw new UserError(`--start: "${options.command}" could not be started.`);
  }
  const signals = options.handleSignals === false ? undefined : stopOnSignals(pid);
  let closed: Promise<void> | undefined;
  const app: StartedApp = {
    pid,
    output: () => output.all(),
    close: () => {
      closed ??= stopProcessGroup(pid).finally(() => signals?.dispose());
      return closed;
    },
  };
  try {
    await untilAnswering(child, options, timeoutMs, output);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function untilAnswering(
  child: ChildProcess,
  options: StartAppOptions,
  timeoutMs: number,
  output: LastLines,
): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await answers(options.url)) return;
    if (exited !== undefined) {
      // What it wrote last may still be in the pipe.
      await new Promise((resolve) => setImmediate(resolve));
      throw new UserError(
        withOutput(
          `--start: "${options.command}" ${exited} before ${options.url} answered.`,
          output.all(),
        ),
        { kind: 'refused' },
      );
    }
    if (Date.now() > deadline) {
      throw new UserError(
        withOutput(
          `--start: ${options.url} did not answer within ${Math.round(timeoutMs / 1000)} s of starting "${options.command}".`,
          output.all(),
        ),
        {
          kind: 'refused',
          fix: 'Check that the command serves that address, or give it longer with --start-timeout <ms>.',
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Stops the group when this process is interrupted or ends: a signal sends SIGTERM to the
 * group at once (before any other listener, Puppeteer's included, can exit the process), waits
 * for the group to go (SIGKILL after the grace period), then exits as the signal would have.
 */
function stopOnSignals(pid: number): { dispose(): void } {
  const terminate = () => {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    dispose();
    terminate();
    void stopProcessGroup(pid).finally(() => process.exit(128 + (SIGNAL_NUMBERS[signal] ?? 0)));
  };
  const dispose = () => {
    for (const name of STOP_SIGNALS) process.off(name, onSignal);
    process.off('exit', terminate);
  };
  for (const name of STOP_SIGNALS) process.prependListener(name, onSignal);
  process.on('exit', terminate);
  return { dispose };
}
