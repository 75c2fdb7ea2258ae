import type { Route } from '../router';
import { faultRoutes } from './faults';
import { globalControlRoutes } from './global';
import { projectControlRoutes } from './project';

// Every route of the control namespace /__emulator/* (no counterpart at Stytch).
export const controlRoutes: Route[] = [
  ...globalControlRoutes,
  ...projectControlRoutes,
  ...faultRoutes,
];
