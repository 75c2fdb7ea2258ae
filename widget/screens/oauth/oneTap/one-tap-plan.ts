import type { ONE_TAP_POSITIONS } from '../../../config/constants';
import type { WidgetConfig } from '../../../config/schema';

/**
 * The prompt's container height until the prompt reports its own (the room is kept from the
 * first render, so the widget does not jump), and the debounce of its resize handling.
 */
export const ONE_TAP_PROMPT_HEIGHT = 47;
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;

export type OneTapPosition = (typeof ONE_TAP_POSITIONS)[number];
/** Where the prompt goes: in the widget (a 47 px slot) or in a fixed box at the page corner. */
export type OneTapPlacement = 'embedded' | 'floating';

export interface OneTapPlan {
  position: OneTapPosition;
  placement: OneTapPlacement;
  /**
   * Google's `use_fedcm_for_prompt`. Where the browser has FedCM, Google draws its prompt as
   * the browser's own dialog and ignores any parent element, so an embedded prompt cannot
   * show there. `forceFloating` turns FedCM off so Google's own prompt floats in our corner box
   * in every browser.
   */
  useFedCm: boolean;
  loginRedirectURL: string | undefined;
  signupRedirectURL: string | undefined;
}

/** The SDK's test for the browser's native sign-in prompt (FedCM). */
export const browserHasFedCm = (win: object = globalThis): boolean => 'IdentityCredential' in win;

/**
 * Where each position puts the prompt, as the official SDK reads its positions:
 * - embedded: in the widget, or floating where the browser's native prompt takes over;
 * - floating: floating (the browser's native prompt where there is one);
 * - forceFloating: always Google's floating prompt, FedCM off;
 * - embeddedOnly: in the widget, and not at all where it cannot be embedded.
 */
export function placementFor(
  position: OneTapPosition,
  fedCm: boolean,
): { placement: OneTapPlacement; useFedCm: boolean } | null {
  switch (position) {
    case 'embedded':
      return { placement: fedCm ? 'floating' : 'embedded', useFedCm: true };
    case 'floating':
      return { placement: 'floating', useFedCm: true };
    case 'forceFloating':
      return { placement: 'floating', useFedCm: false };
    case 'embeddedOnly':
      return fedCm ? null : { placement: 'embedded', useFedCm: true };
  }
}

/**
 * One Tap shows only when OAuth is the sole product, Google the sole provider with
 * `one_tap: true`, and its position can be honoured in this browser; otherwise null.
 */
export function oneTapPlan(
  config: Pick<WidgetConfig, 'products' | 'oauthOptions'>,
  fedCm: boolean,
): OneTapPlan | null {
  const providers = config.oauthOptions?.providers ?? [];
  const [google] = providers;
  if (config.products.length !== 1 || config.products[0] !== 'oauth') return null;
  if (providers.length !== 1 || google?.type !== 'google' || google.one_tap !== true) return null;
  // The official SDK's default position.
  const position = google.position ?? 'floating';
  const where = placementFor(position, fedCm);
  if (!where) return null;
  return {
    position,
    ...where,
    loginRedirectURL: config.oauthOptions?.loginRedirectURL,
    signupRedirectURL: config.oauthOptions?.signupRedirectURL,
  };
}
