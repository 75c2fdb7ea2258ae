// A controllable clock: real time plus an offset that tests move through
// /__emulator/clock, so expiry can be tested without sleeping.

export interface Clock {
  /** Current emulated time in epoch milliseconds. */
  now(): number;
  advance(seconds: number): void;
  set(epochMs: number): void;
  reset(): void;
  offsetMs(): number;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (seconds) => {
      offset += Math.round(seconds * 1000);
    },
    set: (epochMs) => {
      offset = epochMs - Date.now();
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

export const iso = (epochMs: number): string => new Date(epochMs).toISOString();
