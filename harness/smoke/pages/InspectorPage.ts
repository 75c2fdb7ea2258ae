import type { Page } from 'puppeteer-core';
import { clickInPlace } from './queries';

// The inspector (harness/inspector) as a person reads it: on the dev page beside the widget,
// or in the extension's side panel. Both show the same markup, so one page object drives both.

export interface InspectorCall {
  method: string;
  path: string;
  status: string;
}

export interface InspectorEvent {
  source: string;
  name: string;
}

const part = (name: string) => `[data-inspector=${JSON.stringify(name)}]`;

export class InspectorPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForSelector(part('screen'));
  }

  /** Waits until the inspector names `screen` as the current one. */
  async waitForScreen(screen: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      (wanted) => document.querySelector('[data-current-screen]')?.textContent === wanted,
      { timeout },
      screen,
    );
  }

  /** The screens the flow went through, in order. */
  screens(): Promise<string[]> {
    return this.page.$$eval(`${part('screen')} [data-list="screens"] li`, (items) =>
      items.map((item) => item.textContent ?? ''),
    );
  }

  events(): Promise<InspectorEvent[]> {
    return this.page.$$eval(`${part('events')} tbody tr`, (rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        const last = cells[2];
        return {
          source: cells[1]?.textContent ?? '',
          name: (last?.querySelector('summary') ?? last)?.textContent ?? '',
        };
      }),
    );
  }

  async waitForEvent(name: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      (selector, wanted) =>
        Array.from(document.querySelectorAll(selector)).some(
          (cell) => (cell.querySelector('summary') ?? cell).textContent === wanted,
        ),
      { timeout },
      `${part('events')} tbody td:nth-child(3)`,
      name,
    );
  }

  calls(): Promise<InspectorCall[]> {
    return this.page.$$eval(`${part('calls')} tbody tr`, (rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        return {
          method: cells[1]?.textContent ?? '',
          path: cells[2]?.querySelector('summary')?.textContent ?? '',
          status: cells[3]?.textContent ?? '',
        };
      }),
    );
  }

  async waitForCall(path: string, status: string, timeout = 10_000): Promise<void> {
    await this.page.waitForFunction(
      (selector, wantedPath, wantedStatus) =>
        Array.from(document.querySelectorAll(selector)).some((row) => {
          const cells = row.querySelectorAll('td');
          return (
            cells[2]?.querySelector('summary')?.textContent === wantedPath &&
            cells[3]?.textContent === wantedStatus
          );
        }),
      { timeout },
      `${part('calls')} tbody tr`,
      path,
      status,
    );
  }

  /** The errors shown, as "kind: message". */
  errors(): Promise<string[]> {
    return this.page.$$eval(`${part('errors')} tbody tr`, (rows) =>
      rows.map((row) => {
        const cells = row.querySelectorAll('td');
        return `${cells[1]?.textContent}: ${cells[2]?.textContent}`;
      }),
    );
  }

  /** Waits for a session and returns what the inspector shows of it. */
  async session(timeout = 10_000): Promise<Record<string, string>> {
    await this.page.waitForSelector(`${part('session')} dd`, { timeout });
    return this.page.$$eval(`${part('session')} dd`, (cells) =>
      Object.fromEntries(
        cells.map((cell) => [cell.getAttribute('data-session') ?? '', cell.textContent ?? '']),
      ),
    );
  }

  /** The newest code the outbox shows for `to`. */
  async outboxCode(to: string, timeout = 10_000): Promise<string> {
    const selector = `${part('outbox')} li[data-outbox-to=${JSON.stringify(to)}] code`;
    const handle = await this.page.waitForSelector(selector, { timeout });
    return (await handle?.evaluate((el) => el.textContent ?? '')) ?? '';
  }

  /** Presses "Type code" on the newest message to `to`, which types it into the widget. */
  async typeCodeFromOutbox(to: string, timeout = 10_000): Promise<string> {
    // A used code has no button to press (hidden): the newest code not used yet.
    const selector = `${part('outbox')} li[data-outbox-to=${JSON.stringify(to)}]:not([data-used]) button[data-type-code]`;
    const button = await this.page.waitForSelector(selector, { timeout });
    const code = (await button?.evaluate((el) => el.getAttribute('data-type-code') ?? '')) ?? '';
    if (button) await clickInPlace(button);
    // The message says whether the widget had a passcode field to type into (a typed code
    // loses its button: it is used).
    const said = await this.page.waitForFunction(
      (item) => item?.querySelector('[data-type-status]')?.textContent || null,
      { timeout },
      await button?.evaluateHandle((el) => el.closest('li')),
    );
    const status = String(await said.jsonValue()).trim();
    if (status !== 'Typed into the widget.') throw new Error(`Type code: ${status}`);
    return code;
  }

  /** Presses "Copy as bug report" and returns what it says it did. */
  async copyBugReport(): Promise<string> {
    await this.page.click(part('copy-report'));
    const status = await this.page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent || null,
      {},
      `${part('copy-report')} ~ [role="status"]`,
    );
    return String(await status.jsonValue());
  }
}
