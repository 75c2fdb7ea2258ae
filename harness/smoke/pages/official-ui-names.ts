import type { StringId } from '../../../widget/i18n/en';
import type { UiText } from './ui-text';

/** The majors of the provider's browser SDK whose prebuilt UI the page objects know. */
export const OFFICIAL_MAJORS = ['4', '5', '6'] as const;
export type OfficialMajor = (typeof OFFICIAL_MAJORS)[number];

/** The widget's string ids the page objects find elements or texts by on the official UI. */
export type OfficialUiId =
  | 'email.label'
  | 'email.submit'
  | 'main.tabs.email'
  | 'main.tabs.sms'
  | 'phone.label'
  | 'phone.countryLabel'
  | 'phone.submitSms'
  | 'otp.label'
  | 'otpConfirmation.body'
  | 'emailConfirmation.title'
  | 'passwords.password'
  | 'passwords.continue'
  | 'passwords.create.title'
  | 'passwords.login.title'
  | 'passwordConfirmation.title'
  | 'oauth.continueWith'
  | 'passkeys.login'
  | 'passkeyConfirmation.title'
  | 'passkeyRegistration.title'
  | 'passkeyRegistration.create'
  | 'passkeySuccess.title';

export interface OfficialUiElement {
  /**
   * The element's ARIA role; `text` for what the official UI draws as styled text with no
   * role (its titles), found by the text a person sees.
   */
  role: string;
  /** Its accessible name (or text) per major; null where that major gives it none. */
  names: Record<OfficialMajor, string | null>;
}

const same = (name: string): Record<OfficialMajor, string> => ({ '4': name, '5': name, '6': name });

/**
 * What the provider's prebuilt UI (`@stytch/vanilla-js` `mountLogin` and
 * `mountPasskeyRegistration`, `@stytch/react` `<StytchLogin>` and `<StytchPasskeyRegistration>`)
 * names each element, in English, per SDK major: read from its accessibility tree in Chromium
 * (4.18.2, 5.45.1, 6.3.0 and `@stytch/react` 18.3.3, 19.18.1, 20.1.0, against the test API;
 * docs/official-ui-strings.md) and from the bundles' text tables (5.x and 6.x ship a message
 * catalogue, 4.x has its English inline). The React components render the same UI as the
 * `mount…` function of the major they pair with.
 */
export const OFFICIAL_UI: Record<OfficialUiId, OfficialUiElement> = {
  // 4.x labels the field by its placeholder only.
  'email.label': {
    role: 'textbox',
    names: { '4': 'example@email.com', '5': 'Email', '6': 'Email' },
  },
  'email.submit': { role: 'button', names: same('Continue with email') },
  'main.tabs.email': { role: 'tab', names: same('Email') },
  'main.tabs.sms': { role: 'tab', names: same('Text') },
  'phone.label': {
    role: 'textbox',
    names: { '4': '(123) 456-7890', '5': 'Phone number', '6': 'Phone number' },
  },
  // 4.x's country select has no label at all.
  'phone.countryLabel': {
    role: 'combobox',
    names: { '4': null, '5': 'Country code', '6': 'Country code' },
  },
  'phone.submitSms': { role: 'button', names: same('Continue with text message') },
  'otp.label': { role: 'textbox', names: same('One-time passcode') },
  'otpConfirmation.body': {
    role: 'text',
    names: same('Your passcode has been successfully verified.'),
  },
  'emailConfirmation.title': { role: 'text', names: same('Check your email') },
  'passwords.password': { role: 'textbox', names: same('Password') },
  'passwords.continue': { role: 'button', names: same('Continue') },
  // 4.x and 5.x give the create form no title: the line above its fields.
  'passwords.create.title': {
    role: 'text',
    names: {
      '4': 'Finish creating your account by setting a password.',
      '5': 'Finish creating your account by setting a password.',
      '6': 'Create an account',
    },
  },
  'passwords.login.title': { role: 'text', names: { '4': 'Log In', '5': 'Log In', '6': 'Log in' } },
  // Shown as two lines ('Success!' above it), so the second one alone.
  'passwordConfirmation.title': { role: 'text', names: same('You have successfully logged in.') },
  'oauth.continueWith': { role: 'button', names: same('Continue with {provider}') },
  'passkeys.login': { role: 'button', names: same('Login with a Passkey') },
  // The line under 'Success' (4.x) or the check mark (5.x, 6.x), read from the bundles: the
  // fixture apps move on to their account page at once.
  'passkeyConfirmation.title': {
    role: 'text',
    names: same('Your Passkey has been successfully authenticated.'),
  },
  // The passkey-registration mount (`mountPasskeyRegistration`, `<StytchPasskeyRegistration>`).
  'passkeyRegistration.title': { role: 'text', names: same('Set up a new Passkey') },
  'passkeyRegistration.create': { role: 'button', names: same('Create a Passkey') },
  'passkeySuccess.title': { role: 'text', names: same('Passkey successfully created!') },
};

/**
 * What the official UI shows for a wrong password, per major: 4.x shows the API's
 * `error_message` (as the widget does), 5.x and 6.x a message of their own.
 */
export const OFFICIAL_UI_WRONG_PASSWORD: Record<OfficialMajor, string> = {
  '4': 'The email or password is incorrect.',
  '5': 'Unauthorized credentials.',
  '6': 'Unauthorized credentials.',
};

const isOfficialId = (id: StringId): id is OfficialUiId => id in OFFICIAL_UI;

/** The official UI's names for `id`, every major's, each once (none where no major names it). */
export function officialNames(id: StringId): string[] {
  if (!isOfficialId(id)) return [];
  const names = Object.values(OFFICIAL_UI[id].names).filter((name): name is string => !!name);
  return [...new Set(names)];
}

/** Whether some major shows the element with its role but no name (4.x's country select). */
export function someMajorLeavesUnnamed(id: StringId): boolean {
  return isOfficialId(id) && Object.values(OFFICIAL_UI[id].names).includes(null);
}

/**
 * The widget's name for `id` in its language, then each official major's where it differs.
 * `values` fills a template's placeholders ('Continue with {provider}').
 */
export function namesFor(t: UiText, id: StringId, values?: Record<string, string>): string[] {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => values?.[key] ?? whole);
  return [...new Set([t(id, values), ...officialNames(id).map(fill)])];
}
