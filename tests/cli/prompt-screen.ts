import { screen } from '@inquirer/testing/vitest';
import { type InitOptions, type InitResult, runInit } from '../../cli/commands/init';
import { inquirerPrompter } from '../../cli/prompts/inquirer-prompter';

// Importing @inquirer/testing/vitest routes every @inquirer prompt to its virtual terminal
// (`screen`): init's real prompts, driven by key presses, with every screen kept.

export { screen };

export function interactiveInit(options: InitOptions) {
  const notes: string[] = [];
  const prompter = inquirerPrompter({ notes: { write: (text: string) => notes.push(text) } });
  const result: Promise<InitResult> = runInit({ ...options, interactive: true, prompter });
  // Observed now so an expected rejection is not reported as unhandled before the test awaits it.
  result.catch(() => undefined);
  return {
    notes,
    result,
    /** Waits for the next prompt (or re-render) and returns what it shows. */
    async next(): Promise<string> {
      await screen.next();
      return screen.getScreen();
    },
    /** Types a line and presses enter. */
    answer(text: string): void {
      if (text) screen.type(text);
      screen.keypress('enter');
    },
  };
}

/** Moves the checkbox cursor `steps` rows (negative: up) and toggles that row. */
export function toggle(steps: number): void {
  const key = steps < 0 ? 'up' : 'down';
  for (let i = 0; i < Math.abs(steps); i++) screen.keypress(key);
  screen.keypress('space');
}

export function erase(count: number): void {
  for (let i = 0; i < count; i++) screen.keypress('backspace');
}

/**
 * Presses enter on every remaining prompt (accepting its default) until init settles;
 * returns the first line of each prompt it answered.
 */
export async function acceptDefaults(result: Promise<unknown>): Promise<string[]> {
  let settled = false;
  const done = result.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  const seen: string[] = [];
  for (let guard = 0; !settled && guard < 50; guard++) {
    seen.push(screen.getScreen().split('\n')[0] ?? '');
    screen.keypress('enter');
    await Promise.race([screen.next(), done]);
  }
  return seen;
}

/**
 * Presses enter on every prompt (accepting its default) until one shows `text`; returns that
 * screen. Fails if init settles first.
 */
export async function acceptUntil(result: Promise<unknown>, text: string): Promise<string> {
  let settled = false;
  const done = result.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  for (let guard = 0; guard < 50; guard++) {
    if (screen.getScreen().includes(text)) return screen.getScreen();
    if (settled) break;
    screen.keypress('enter');
    await Promise.race([screen.next(), done]);
  }
  throw new Error(`no prompt showed "${text}"; the last one: ${screen.getScreen()}`);
}
