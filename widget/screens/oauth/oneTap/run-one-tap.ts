import type { OneTapInternals } from './one-tap-internals';
import type { OneTapPlan } from './one-tap-plan';
import {
  type OneTapState,
  type PromptNotification,
  problemForClientReason,
  problemForRenderReason,
  readNotification,
} from './one-tap-state';

/** The part of Google's `google.accounts.id` the widget drives. */
export interface GoogleIdApi {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (notification: PromptNotification) => void): void;
  cancel(): void;
}

export interface RunOneTapOptions {
  oneTap: OneTapInternals;
  plan: OneTapPlan;
  /** Google's API, read after the official client has loaded its script. */
  google(): GoogleIdApi;
  /** The id of the element (in the page's light DOM) the prompt goes in. */
  promptParentId: string;
  onState(state: OneTapState): void;
  /** The provider refused the credential Google handed over (oneTapSubmit failed). */
  onLoginError(error: unknown): void;
  /** False once the widget has gone: nothing is prompted after that. */
  isLive(): boolean;
  log?: (message: string, detail: unknown) => void;
}

const PERSON_CLOSED = new Set(['user_cancel', 'tap_outside']);

const defaultLog = (message: string, detail: unknown) =>
  console.error(`[stytch-widget] ${message}`, detail);

/**
 * Starts One Tap: the official client fetches the project's One Tap configuration and loads
 * Google's script; the widget then asks Google for the prompt where the plan puts it. Known
 * reasons become states the widget explains; any other failure is logged and the prompt hidden.
 */
export async function runOneTap(options: RunOneTapOptions): Promise<void> {
  const { oneTap, plan, onState, isLive } = options;
  const log = options.log ?? defaultLog;
  const hide = (message: string, detail: unknown) => {
    log(message, detail);
    onState({ kind: 'hidden' });
  };
  let googleClientId: string;
  let google: GoogleIdApi;
  try {
    const created = await oneTap.createOneTapClient();
    if (!isLive()) return;
    if (!created.success) {
      const reason = created.reason ?? 'unknown_reason';
      const problem = problemForClientReason(reason);
      if (problem) onState({ kind: 'problem', problem });
      else hide('One Tap could not load its settings for this project:', reason);
      return;
    }
    ({ googleClientId } = await oneTap.fetchGoogleStart());
    google = options.google();
  } catch (error) {
    if (isLive()) hide('One Tap could not start:', error);
    return;
  }
  if (!isLive()) return;

  const embedded = plan.placement === 'embedded';
  const finishLogin = oneTap.createOnSuccessHandler({
    loginRedirectUrl: plan.loginRedirectURL,
    signupRedirectUrl: plan.signupRedirectURL,
    onSuccess: oneTap.redirectOnSuccess,
  });
  google.initialize({
    client_id: googleClientId,
    callback: (response: { credential: string }) =>
      finishLogin(response).catch((error: unknown) => options.onLoginError(error)),
    auto_select: false,
    context: 'use',
    itp_support: true,
    use_fedcm_for_prompt: plan.useFedCm,
    // A tap elsewhere on the page must not close a prompt that is part of the widget.
    cancel_on_tap_outside: !embedded,
    prompt_parent_id: options.promptParentId,
  });
  let settled = false;
  google.prompt((notification) => {
    if (!isLive()) return;
    const outcome = readNotification(notification, embedded);
    if (outcome.kind === 'shown') {
      if (!settled) onState({ kind: 'shown' });
      settled = true;
    } else if (outcome.kind === 'notDisplayed') {
      settled = true;
      const problem = problemForRenderReason(outcome.reason);
      if (problem) onState({ kind: 'problem', problem });
      else hide('Google did not display the One Tap prompt:', outcome.reason);
    } else if (outcome.kind === 'skipped') {
      settled = true;
      // The person closing the prompt is no failure; Google skipping it for another reason is.
      if (PERSON_CLOSED.has(outcome.reason)) onState({ kind: 'hidden' });
      else hide('Google skipped the One Tap prompt:', outcome.reason);
    }
  });
}
