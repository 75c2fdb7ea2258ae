import type { Browser, BrowserContext, Page } from 'puppeteer-core';

export interface FreshPage {
  context: BrowserContext;
  page: Page;
}

/**
 * Fresh incognito pages, each opened while the scenario before it still runs: opening a context
 * and its page costs a few hundred milliseconds that would otherwise be on every scenario's clock.
 * At most `spares` wait unused; `close()` closes those.
 */
export class PagePool {
  private readonly browser: Browser;
  private readonly spares: number;
  private readonly ready: Promise<FreshPage>[] = [];
  /** Pages still to hand out, so the pool opens none that no scenario will take. */
  private remaining: number;

  constructor(browser: Browser, needed: number, spares: number) {
    this.browser = browser;
    this.remaining = needed;
    this.spares = spares;
  }

  take(): Promise<FreshPage> {
    const page = this.ready.shift() ?? this.open();
    this.remaining = Math.max(0, this.remaining - 1);
    while (this.ready.length < Math.min(this.spares, this.remaining)) {
      const spare = this.open();
      // A spare that fails to open fails the scenario that takes it, not the run now.
      spare.catch(() => undefined);
      this.ready.push(spare);
    }
    return page;
  }

  async close(): Promise<void> {
    const left = this.ready.splice(0);
    await Promise.all(
      left.map((spare) => spare.then((fresh) => fresh.context.close()).catch(() => undefined)),
    );
  }

  private async open(): Promise<FreshPage> {
    const context = await this.browser.createBrowserContext();
    try {
      return { context, page: await context.newPage() };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }
}
