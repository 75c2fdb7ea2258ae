import { backendRoutes } from '../backend/routes';
import { controlRoutes } from '../control';
import type { Route } from '../router';
import { clientsideServiceRoutes } from './clientside-services';
import { cryptoWalletRoutes } from './crypto-wallets';
import { eventRoutes } from './events';
import { jwksRoutes } from './jwks';
import { magicLinkRoutes } from './magic-links';
import { oauthRoutes } from './oauth';
import { otpRoutes } from './otps';
import { passwordRoutes } from './passwords';
import { projectRoutes } from './projects';
import { sessionRoutes } from './sessions';
import { stytchJsRoutes } from './stytch-js';
import { userRoutes } from './users';
import { webauthnRoutes } from './webauthn';

export const allRoutes: Route[] = [
  ...projectRoutes,
  ...eventRoutes,
  ...otpRoutes,
  ...magicLinkRoutes,
  ...passwordRoutes,
  ...userRoutes,
  ...webauthnRoutes,
  ...cryptoWalletRoutes,
  ...oauthRoutes,
  ...sessionRoutes,
  ...jwksRoutes,
  ...backendRoutes,
  ...clientsideServiceRoutes,
  ...stytchJsRoutes,
  ...controlRoutes,
];
