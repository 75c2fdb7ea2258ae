// Google One Tap's lazily loaded part: loaded only when the config asks for One Tap and this
// browser can honour its position (OneTapSlot.tsx); its strings and styles come with it.
import { addDefaultStrings } from '../../../i18n/en';
import { enOneTap } from '../../../i18n/en-one-tap';
import { addStylesheetRules } from '../../../theme/stylesheet';
import { ONE_TAP_CSS } from './one-tap-css';

addDefaultStrings(enOneTap);
addStylesheetRules(ONE_TAP_CSS);

export { OneTap } from './OneTap';
