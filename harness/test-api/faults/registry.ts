import { newId } from '../cryptography/random';

// Faults armed through POST /__emulator/faults: the next N calls matching one make it fail
// with a chosen status and error_type, or answer late. Kept in memory: a fault is for the test
// that armed it, not something to survive a restart.

export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FaultSpec {
  /** An exact path, or a pattern where `*` matches any run of characters (slashes too). */
  path: string;
  /** Any method when omitted. */
  method?: FaultMethod;
  /** Only calls for this project (its public token, or its project id on /v1 calls). */
  publicToken?: string;
  /** How many matching calls it still affects. */
  count: number;
  /** The HTTP status to fail with; without it the call only waits `delayMs`, then succeeds. */
  status?: number;
  errorType?: string;
  errorMessage?: string;
  delayMs?: number;
}

export interface Fault extends FaultSpec {
  id: string;
  remaining: number;
}

/** What a fault is matched against. */
export interface FaultCall {
  method: string;
  path: string;
  /** Every identifier of the project the call names: Basic-auth user, `public_token`, path segments. */
  projectIds: readonly string[];
}

export interface Faults {
  add(spec: FaultSpec): Fault;
  list(): Fault[];
  remove(id: string): boolean;
  clear(): number;
  /** How many faults are armed. */
  armed(): number;
  /** The first armed fault the call matches, counted down by one; null when none. */
  take(call: FaultCall): Fault | null;
}

interface Armed {
  fault: Fault;
  pattern: RegExp;
  /** The public token and the project id it maps to. */
  projects: readonly string[] | null;
}

export function createFaults(projectIdFor: (publicToken: string) => string): Faults {
  let armed: Armed[] = [];
  const snapshot = (fault: Fault): Fault => ({ ...fault });
  return {
    add(spec) {
      const fault: Fault = { ...spec, id: newId('fault'), remaining: spec.count };
      const token = spec.publicToken;
      armed.push({
        fault,
        pattern: pathPattern(spec.path),
        projects: token ? [token, projectIdFor(token)] : null,
      });
      return snapshot(fault);
    },
    list: () => armed.map(({ fault }) => snapshot(fault)),
    remove(id) {
      const before = armed.length;
      armed = armed.filter(({ fault }) => fault.id !== id);
      return armed.length < before;
    },
    clear() {
      const count = armed.length;
      armed = [];
      return count;
    },
    armed: () => armed.length,
    take(call) {
      const hit = armed.find(
        ({ fault, pattern, projects }) =>
          (fault.method === undefined || fault.method === call.method) &&
          pattern.test(call.path) &&
          (projects === null || projects.some((id) => call.projectIds.includes(id))),
      );
      if (!hit) return null;
      hit.fault.remaining--;
      if (hit.fault.remaining <= 0) armed = armed.filter((entry) => entry !== hit);
      return snapshot(hit.fault);
    },
  };
}

/** `*` matches any run of characters; everything else literally. */
export function pathPattern(path: string): RegExp {
  const literal = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.*')}$`);
}
