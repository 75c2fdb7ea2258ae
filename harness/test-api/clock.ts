// A controllable clock: real time plus an offset that tests move through /__emulator/clock,
// so expiry can be tested without sleeping. A project may have an offset of its own
// (/__emulator/projects/<token>/clock); projects without one follow the global offset.

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

/** The global clock and the projects' own offsets. */
export interface Clocks {
  readonly global: Clock;
  /** The clock of one project: its own offset once moved, the global one until then. */
  forProject(projectId: string): ProjectClock;
  /** Forgets every project's own offset and resets the global one. */
  resetAll(): void;
}

export interface ProjectClock extends Clock {
  /** True once the project's clock was moved on its own. */
  hasOwnOffset(): boolean;
}

export function createClocks(): Clocks {
  const global = createClock();
  const own = new Map<string, number>();
  const offsetOf = (projectId: string) => own.get(projectId) ?? global.offsetMs();
  // One view per project, made once: a handler reads the time several times per request.
  const views = new Map<string, ProjectClock>();
  const view = (projectId: string): ProjectClock => ({
    now: () => Date.now() + offsetOf(projectId),
    advance: (seconds) => {
      own.set(projectId, offsetOf(projectId) + Math.round(seconds * 1000));
    },
    set: (epochMs) => {
      own.set(projectId, epochMs - Date.now());
    },
    reset: () => {
      own.delete(projectId);
    },
    offsetMs: () => offsetOf(projectId),
    hasOwnOffset: () => own.has(projectId),
  });
  return {
    global,
    forProject(projectId) {
      let clock = views.get(projectId);
      if (!clock) {
        clock = view(projectId);
        views.set(projectId, clock);
      }
      return clock;
    },
    resetAll() {
      own.clear();
      global.reset();
    },
  };
}

export const iso = (epochMs: number): string => new Date(epochMs).toISOString();
