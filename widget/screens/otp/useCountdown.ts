import { useEffect, useState } from 'react';

const secondsUntil = (expiresAt: number) => Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));

/**
 * Seconds left until `expiresAt`, re-read from the clock every second (not counted down), so a
 * throttled background tab still shows the right time when it wakes.
 */
export function useCountdown(expiresAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    const timer = setInterval(() => {
      const left = secondsUntil(expiresAt);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
