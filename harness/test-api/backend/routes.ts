import type { Route } from '../router';
import { backendLoginRoutes } from './login';
import { backendProjectRoutes } from './projects';
import { backendSessionRoutes } from './sessions';
import { backendUserRoutes } from './users';

/** The backend API (/v1, Basic project_id:secret) and the project lookup for configuring it. */
export const backendRoutes: Route[] = [
  ...backendSessionRoutes,
  ...backendUserRoutes,
  ...backendLoginRoutes,
  ...backendProjectRoutes,
];
