import { Screen } from '../../flow/screens';
import type { MountModeInfo } from '../types';

/**
 * The passkey-registration mount: for a logged-in user, opens on Register New
 * Passkey. Its config is optional: the passkeys product is all it needs.
 */
export const passkeyRegistrationModeInfo = {
  id: 'passkeyRegistration',
  functionName: 'mountPasskeyRegistration',
  componentName: 'StytchPasskeyRegistration',
  startScreen: Screen.PasskeyRegistrationStart,
  // The schema's checks suffice; the screens themselves refuse a visitor who is not logged in.
  rules: () => [],
  // Only the login mount logs render_login_screen.
  readyEvents: [],
  snippetTemplates: { html: 'passkey-registration.html', react: 'PasskeyRegistration.tsx.tpl' },
  defaultConfig: { products: ['passkeys'] },
} as const satisfies MountModeInfo;
