// The OAuth product's lazily loaded part: Main's social sign-in block (products/oauth.ts loads
// it) with the providers' marks. Configs without OAuth never fetch it; its strings and styles
// come with it.
import { addDefaultStrings } from '../../i18n/en';
import { enOAuth } from '../../i18n/en-oauth';
import { addStylesheetRules } from '../../theme/stylesheet';
import { OAUTH_CSS } from './oauth-css';

addDefaultStrings(enOAuth);
addStylesheetRules(OAUTH_CSS);

export { OAuthBlock } from './OAuthBlock';

export type OAuthBlockChunk = typeof import('./block-chunk');
