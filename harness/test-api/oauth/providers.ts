// The 19 OAuth providers the SDK can start: the one list the widget config also uses, so the
// test API accepts exactly the providers a config may name.
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../widget/config/constants';

export { OAUTH_PROVIDERS, type OAuthProvider };

export const isOAuthProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);
