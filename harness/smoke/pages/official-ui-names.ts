import type { StringId } from '../../../widget/i18n/en';
import type { UiText } from './ui-text';

/**
 * Where the provider's own prebuilt UI (`@stytch/vanilla-js` 6.x `mountLogin`, `@stytch/react`
 * `<StytchLogin>`) names an element otherwise than the widget, in English: the page objects
 * accept either, so the same scenarios run on an app built on the official UI. Every other
 * name the scenarios use is the same in both.
 */
export const OFFICIAL_UI_NAMES: Partial<Record<StringId, string>> = {
  'main.tabs.sms': 'Text',
  'phone.countryLabel': 'Country code',
  'passwords.create.title': 'Create an account',
  'passwords.login.title': 'Log in',
  // Shown as two lines ('Success!' above it), so the second one alone.
  'passwordConfirmation.title': 'You have successfully logged in.',
};

/**
 * What the official UI shows for a wrong password: its own message, where the widget shows the
 * provider's `error_message`.
 */
export const OFFICIAL_UI_WRONG_PASSWORD = 'Unauthorized credentials.';

/** The widget's name for `id` in its language, then the official UI's where it differs. */
export function namesFor(t: UiText, id: StringId): string[] {
  const official = OFFICIAL_UI_NAMES[id];
  const own = t(id);
  return official && official !== own ? [own, official] : [own];
}
