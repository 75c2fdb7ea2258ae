import { type Clock, iso } from '../clock';
import { badRequest } from '../errors';
import { controlBody } from './body';

// The body both clock routes take (global and per project): `{ advance_seconds }` or `{ now }`.

export const clockState = (clock: Clock) => ({
  now: iso(clock.now()),
  offset_seconds: clock.offsetMs() / 1000,
});

export function moveClock(clock: Clock, raw: unknown): void {
  const body = controlBody(raw, ['advance_seconds', 'now']);
  const { advance_seconds: advance, now } = body;
  if (advance !== undefined && now !== undefined) {
    throw badRequest('Send either advance_seconds or now, not both.');
  }
  if (advance !== undefined) {
    if (typeof advance !== 'number' || !Number.isFinite(advance)) {
      throw badRequest('advance_seconds must be a number.');
    }
    clock.advance(advance);
  } else if (now !== undefined) {
    const ms = typeof now === 'string' ? Date.parse(now) : Number.NaN;
    if (Number.isNaN(ms)) throw badRequest('now must be an ISO 8601 date-time string.');
    clock.set(ms);
  } else {
    throw badRequest('Send advance_seconds (a number) or now (an ISO date-time).');
  }
}
