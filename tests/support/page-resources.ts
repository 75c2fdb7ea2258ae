import type { Page } from 'puppeteer-core';

/** What a page holds on to: listeners on window and document, pending timeouts, intervals. */
export interface PageResources {
  /** `window:storage`, `document:visibilitychange`, … with how many listeners each. */
  listeners: Record<string, number>;
  /** Timeouts set and neither fired nor cleared. */
  timeouts: number;
  /** The delays (ms) of intervals set and not cleared, sorted. */
  intervals: number[];
}

interface Tracker {
  listeners: Map<string, Set<unknown>>;
  timeouts: Set<number>;
  intervals: Map<number, number>;
}

/**
 * Counts, from before any page script runs, what is added to `window` and `document` and the
 * timers set, so a test can compare what is left after an unmount with what was there before.
 * Listeners added with `once` or a `signal` are counted as plain ones (nothing here adds them).
 */
export async function trackPageResources(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const tracker: Tracker = { listeners: new Map(), timeouts: new Set(), intervals: new Map() };
    (window as unknown as { __resources: Tracker }).__resources = tracker;
    const nameOf = (target: unknown) =>
      target === window ? 'window' : target === document ? 'document' : null;
    const keyOf = (target: unknown, type: string, options: unknown) => {
      const name = nameOf(target);
      const capture =
        typeof options === 'boolean'
          ? options
          : Boolean((options as { capture?: boolean })?.capture);
      return name ? `${name}:${type}${capture ? ':capture' : ''}` : null;
    };
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    proto.addEventListener = function (this: EventTarget, type, listener, options) {
      const key = keyOf(this, type, options);
      if (key && listener) {
        const set = tracker.listeners.get(key) ?? new Set();
        set.add(listener);
        tracker.listeners.set(key, set);
      }
      return add.call(this, type, listener, options);
    };
    proto.removeEventListener = function (this: EventTarget, type, listener, options) {
      const key = keyOf(this, type, options);
      if (key) tracker.listeners.get(key)?.delete(listener);
      return remove.call(this, type, listener, options);
    };
    const {
      setTimeout: set,
      clearTimeout: clear,
      setInterval: every,
      clearInterval: stop,
    } = window;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      const id: number = set(
        (...args: unknown[]) => {
          tracker.timeouts.delete(id);
          if (typeof handler === 'function') handler(...args);
        },
        delay,
        ...rest,
      );
      tracker.timeouts.add(id);
      return id;
    }) as typeof window.setTimeout;
    // Either clear function clears either kind of timer (one id space in browsers).
    const forget = (id?: number) => {
      if (id === undefined) return;
      tracker.timeouts.delete(id);
      tracker.intervals.delete(id);
    };
    window.clearTimeout = ((id?: number) => {
      forget(id);
      clear(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      const id = every(handler, delay, ...rest);
      tracker.intervals.set(id, delay ?? 0);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      forget(id);
      stop(id);
    }) as typeof window.clearInterval;
  });
}

/** What the page holds now (see trackPageResources). */
export function readPageResources(page: Page): Promise<PageResources> {
  return page.evaluate(() => {
    const tracker = (window as unknown as { __resources: Tracker }).__resources;
    const listeners: Record<string, number> = {};
    for (const [key, set] of tracker.listeners) if (set.size) listeners[key] = set.size;
    return {
      listeners,
      timeouts: tracker.timeouts.size,
      intervals: [...tracker.intervals.values()].sort((a, b) => a - b),
    };
  });
}
