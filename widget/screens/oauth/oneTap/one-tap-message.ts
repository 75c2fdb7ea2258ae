import type { StringId } from '../../../i18n/en';
import { type OneTapProblem, originsToAdd } from './one-tap-state';

const MESSAGE_IDS: Record<OneTapProblem, StringId> = {
  originNotAllowed: 'oneTap.originNotAllowed',
  invalidClient: 'oneTap.invalidClient',
  noOAuthClient: 'oneTap.noOAuthClient',
  noLoginRedirectUrls: 'oneTap.noLoginRedirectUrls',
  noSignupRedirectUrls: 'oneTap.noSignupRedirectUrls',
  defaultProviderNotAllowed: 'oneTap.defaultProviderNotAllowed',
};

type Translate = (id: StringId, values?: Record<string, string | number>) => string;

/** The text for a One Tap state; the origin message names this page's host and origins. */
export function oneTapMessage(
  problem: OneTapProblem,
  t: Translate,
  location: { host: string; protocol: string; hostname: string; port: string },
): string {
  return t(MESSAGE_IDS[problem], {
    host: location.host,
    origins: originsToAdd(location).join(' and '),
  });
}
