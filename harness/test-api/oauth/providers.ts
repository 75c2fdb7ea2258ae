// The 19 OAuth providers of the spec (contract §6): the one list the widget config also uses.
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../widget/config/constants';

export { OAUTH_PROVIDERS, type OAuthProvider };

export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);
