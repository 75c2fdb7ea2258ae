import { useSyncExternalStore } from 'react';
import { lazyChunk } from './lazy-component';

// The sticky toast area's code (react-hot-toast and the drawing) loads with the first toast
// on the page: only the resend screens show toasts, and they are lazy chunks themselves, so
// a widget that never resends never fetches it.
let requested = false;
const listeners = new Set<() => void>();

/** Called before a toast is shown: mounts every widget's toast area (loading its code). */
export function requestToastArea(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const Toasts = lazyChunk(() => import('./Toasts'))('Toasts', { quiet: true });

/**
 * The sticky toast area inside the container (inside, so a shadow-root mount keeps its toasts),
 * drawn once a toast was asked for.
 */
export function ToastArea() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return shown ? <Toasts /> : null;
}
