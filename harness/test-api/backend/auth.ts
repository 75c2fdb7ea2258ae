import type { RouteContext } from '../context';
import { safeEqual } from '../cryptography/hash';
import { unauthorized } from '../errors';
import { parseBasicAuth } from '../http/auth';
import type { Project } from '../projects';

// The backend API's caller: `Authorization: Basic project_id:secret`, as the official server
// clients send it. A secret only ever opens its own project.

const projects = new WeakMap<RouteContext, Project>();

/** The project of the request's credentials; the provider's 401 for anything else. */
export function backendProject(ctx: RouteContext): Project {
  const known = projects.get(ctx);
  if (known) return known;
  const header = ctx.req.headers.authorization;
  const credentials = parseBasicAuth(Array.isArray(header) ? header[0] : header);
  if (!credentials) {
    throw unauthorized(
      'The backend API needs Authorization: Basic base64(project_id:secret). Give the Node client the project_id and secret of GET /__emulator/projects/<public_token>.',
    );
  }
  const projectId = credentials.publicToken;
  if (projectId.startsWith('public-token-')) {
    throw unauthorized(
      'The backend API takes the project_id and secret, not the public token (that is for the browser SDK).',
    );
  }
  const project = ctx.projects.byProjectId(projectId);
  if (!project || !safeEqual(credentials.secret, project.secret)) {
    throw unauthorized(
      'Unauthorized credentials: the project_id is unknown to this test API or the secret is not its secret.',
    );
  }
  projects.set(ctx, project);
  return project;
}
