import type { RouteContext } from '../context';
import { notFound } from '../errors';
import type { Route } from '../router';

// GET /v1/sessions/jwks/:project_id: the public keys a backend verifies session JWTs with.

function jwks(ctx: RouteContext) {
  const projectId = ctx.req.params.project_id ?? '';
  const set = ctx.signer.jwks(projectId);
  if (!set) throw notFound(`No signing keys exist for project ${projectId}.`, 'project_not_found');
  return { ...set, request_id: ctx.requestId, status_code: 200 };
}

export const jwksRoutes: Route[] = [
  { method: 'GET', path: '/v1/sessions/jwks/:project_id', envelope: 'bare', handle: jwks },
];
