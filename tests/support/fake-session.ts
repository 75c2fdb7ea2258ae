/**
 * The headless client's `session` as the widget reads it: the current session and change
 * listeners. `change()` plays a login or logout (here or in another tab).
 */
export function fakeSession(initial: { session_id: string } | null) {
  let current = initial;
  const listeners = new Set<(session: { session_id: string } | null) => void>();
  return {
    getSync: () => current,
    onChange(listener: (session: { session_id: string } | null) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    change(next: { session_id: string } | null) {
      current = next;
      for (const listener of listeners) listener(next);
    },
    listenerCount: () => listeners.size,
  };
}
