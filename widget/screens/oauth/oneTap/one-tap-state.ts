// One Tap's states, each shown to the developer as text, and how the provider's answers map onto
// them: a prompt that silently never appears is the hardest One Tap failure to debug.

export type OneTapProblem =
  | 'originNotAllowed'
  | 'invalidClient'
  | 'noOAuthClient'
  | 'noLoginRedirectUrls'
  | 'noSignupRedirectUrls'
  | 'defaultProviderNotAllowed';

/** `none` is the state without a problem: loading, shown, or hidden after a logged failure. */
export type OneTapState =
  | { kind: 'loading' }
  | { kind: 'shown' }
  | { kind: 'hidden' }
  | { kind: 'problem'; problem: OneTapProblem };

/**
 * Why the official client could not make a One Tap client (the `error_type` of the client-side
 * services' `oneTapStart`, or oauth_config_not_found for an empty Google client id).
 */
const CLIENT_REASONS: Record<string, OneTapProblem> = {
  oauth_config_not_found: 'noOAuthClient',
  no_login_redirect_urls_set: 'noLoginRedirectUrls',
  no_signup_redirect_urls_set: 'noSignupRedirectUrls',
  default_provider_not_allowed: 'defaultProviderNotAllowed',
};

/** Why Google did not display the prompt (`getNotDisplayedReason`) that the widget explains. */
const RENDER_REASONS: Record<string, OneTapProblem> = {
  unregistered_origin: 'originNotAllowed',
  invalid_client: 'invalidClient',
};

/** A client-creation reason's state; null for the others, which are logged and hidden. */
export const problemForClientReason = (reason: string): OneTapProblem | null =>
  CLIENT_REASONS[reason] ?? null;

export const problemForRenderReason = (reason: string): OneTapProblem | null =>
  RENDER_REASONS[reason] ?? null;

/** The part of Google's prompt notification the widget reads (google.accounts.id). */
export interface PromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment?(): boolean;
  isDisplayed?(): boolean;
}

export type PromptOutcome =
  | { kind: 'shown' }
  | { kind: 'notDisplayed'; reason: string }
  | { kind: 'skipped'; reason: string }
  | { kind: 'ignored' };

/**
 * Reads one prompt notification. Under FedCM Google sends no display moments, so a notification
 * that is neither skipped, not displayed nor dismissed means the prompt is up, as the SDK reads it.
 * An embedded prompt needs display moments: without them it cannot be embedded.
 */
export function readNotification(
  notification: PromptNotification,
  embedded: boolean,
): PromptOutcome {
  if (notification.isSkippedMoment?.()) {
    return { kind: 'skipped', reason: notification.getSkippedReason?.() ?? 'unknown_reason' };
  }
  if ((embedded && !notification.isNotDisplayed) || notification.isNotDisplayed?.()) {
    return {
      kind: 'notDisplayed',
      reason: notification.getNotDisplayedReason?.() ?? 'unknown_reason',
    };
  }
  if (notification.isDismissedMoment?.()) return { kind: 'ignored' };
  return { kind: 'shown' };
}

/**
 * The origins to add to the Google client's Authorized JavaScript origins for this page: the
 * page's origin, and on a port also the origin without it (Google asks for both on localhost).
 */
export function originsToAdd(location: { protocol: string; hostname: string; port: string }) {
  const bare = `${location.protocol}//${location.hostname}`;
  return location.port ? [bare, `${bare}:${location.port}`] : [bare];
}
