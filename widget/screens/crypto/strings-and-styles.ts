// The crypto product's strings and styles, added once by whichever of its two chunks loads
// first (Main's wallet block, or the Crypto screens).
import { addDefaultStrings } from '../../i18n/en';
import { enCrypto } from '../../i18n/en-crypto';
import { addStylesheetRules } from '../../theme/stylesheet';
import { CRYPTO_CSS } from './crypto-css';

addDefaultStrings(enCrypto);
addStylesheetRules(CRYPTO_CSS);
