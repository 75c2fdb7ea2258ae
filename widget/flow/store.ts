import type { FlowEvent } from './events';
import { reduce } from './reduce';
import type { FlowState } from './state';

export interface FlowStore {
  getState(): FlowState;
  dispatch(event: FlowEvent): void;
  subscribe(listener: () => void): () => void;
}

/** A framework-free store (a thin React hook reads it), so tests can drive it without rendering. */
export function createFlowStore(initial: FlowState): FlowStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(event) {
      state = reduce(state, event);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
