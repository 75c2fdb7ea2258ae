import type { RouteContext } from '../context';
import type { Route } from '../router';

// GET /__emulator/projects/<public_token>: what a customer's server needs to call the backend
// API for the project of a public token (its project_id and secret), with its settings.

function project(ctx: RouteContext) {
  const { projectId, secret, publicToken, settings } = ctx.projects.resolve(
    ctx.req.params.public_token,
  );
  return { project_id: projectId, secret, public_token: publicToken, settings };
}

export const backendProjectRoutes: Route[] = [
  { method: 'GET', path: '/__emulator/projects/:public_token', envelope: 'bare', handle: project },
];
