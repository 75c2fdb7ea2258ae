import type { RouteContext } from '../context';
import { badRequest } from '../errors';
import { assertTestToken, projectIdFor } from '../projects';
import type { Route } from '../router';

// POST /sdk/v1/events: the SDK's telemetry batches (no Authorization). Kept so the dev page
// can show them; an event for a non-test token is dropped rather than failing the batch.

const MAX_EVENTS = 100;

function events(ctx: RouteContext) {
  const batch = ctx.req.body;
  if (!Array.isArray(batch)) throw badRequest('The request body must be a JSON array of events.');
  if (batch.length > MAX_EVENTS) {
    throw badRequest(`At most ${MAX_EVENTS} events may be sent at once.`);
  }
  let accepted = 0;
  ctx.store.transaction(() => {
    for (const item of batch) {
      const event = (item as { event?: { public_token?: unknown; event_name?: unknown } })?.event;
      if (!event || typeof event !== 'object') continue;
      const token = typeof event.public_token === 'string' ? event.public_token : '';
      let projectId: string;
      try {
        projectId = projectIdFor(assertTestToken(token));
      } catch {
        continue;
      }
      ctx.store.events.insert({
        project_id: projectId,
        event_name: typeof event.event_name === 'string' ? event.event_name : 'unknown',
        payload: JSON.stringify(item),
        // Each event's own project clock (a batch names its project per event).
        received_at: ctx.clocks.forProject(projectId).now(),
      });
      accepted++;
    }
  });
  return { accepted };
}

export const eventRoutes: Route[] = [
  { method: 'POST', path: '/sdk/v1/events', envelope: 'sdk', handle: events },
];
