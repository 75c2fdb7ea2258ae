import type { RouteContext } from '../context';
import { notFound } from '../errors';
import { readFaultSpec } from '../faults/read';
import type { Fault } from '../faults/registry';
import type { Route } from '../router';
import { controlBody } from './body';

// /__emulator/faults: arm, list and clear the faults app.ts applies before routing.

export const wireFault = (fault: Fault) => ({
  id: fault.id,
  path: fault.path,
  method: fault.method ?? null,
  public_token: fault.publicToken ?? null,
  count: fault.count,
  remaining: fault.remaining,
  status: fault.status ?? null,
  error_type: fault.errorType ?? null,
  error_message: fault.errorMessage ?? null,
  delay_ms: fault.delayMs ?? 0,
});

export type WireFault = ReturnType<typeof wireFault>;

function add(ctx: RouteContext) {
  return { fault: wireFault(ctx.faults.add(readFaultSpec(ctx.req.body))) };
}

function clear(ctx: RouteContext) {
  controlBody(ctx.req.body, []);
  return { ok: true, cleared: ctx.faults.clear() };
}

function remove(ctx: RouteContext) {
  const id = ctx.req.params.id as string;
  if (!ctx.faults.remove(id)) throw notFound(`No armed fault has the id ${id}.`, 'fault_not_found');
  return { ok: true };
}

export const faultRoutes: Route[] = [
  {
    method: 'GET',
    path: '/__emulator/faults',
    envelope: 'bare',
    handle: (ctx) => ({ faults: ctx.faults.list().map(wireFault) }),
  },
  { method: 'POST', path: '/__emulator/faults', envelope: 'bare', handle: add },
  { method: 'DELETE', path: '/__emulator/faults', envelope: 'bare', handle: clear },
  { method: 'DELETE', path: '/__emulator/faults/:id', envelope: 'bare', handle: remove },
];
