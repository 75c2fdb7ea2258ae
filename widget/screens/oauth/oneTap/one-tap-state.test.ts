import { describe, expect, it } from 'vitest';
import {
  originsToAdd,
  type PromptNotification,
  problemForClientReason,
  problemForRenderReason,
  readNotification,
} from './one-tap-state';

describe('One Tap reasons', () => {
  it('maps the client-creation reasons and the default-provider refusal', () => {
    expect(problemForClientReason('oauth_config_not_found')).toBe('noOAuthClient');
    expect(problemForClientReason('no_login_redirect_urls_set')).toBe('noLoginRedirectUrls');
    expect(problemForClientReason('no_signup_redirect_urls_set')).toBe('noSignupRedirectUrls');
    expect(problemForClientReason('default_provider_not_allowed')).toBe(
      'defaultProviderNotAllowed',
    );
    expect(problemForClientReason('unknown_error')).toBeNull();
  });

  it('maps the render reasons and leaves the others to be logged', () => {
    expect(problemForRenderReason('unregistered_origin')).toBe('originNotAllowed');
    expect(problemForRenderReason('invalid_client')).toBe('invalidClient');
    expect(problemForRenderReason('suppressed_by_user')).toBeNull();
    expect(problemForRenderReason('oauth_config_not_found')).toBeNull();
  });
});

const displayMoment = (displayed: boolean, reason = ''): PromptNotification => ({
  isNotDisplayed: () => !displayed,
  getNotDisplayedReason: () => reason,
  isSkippedMoment: () => false,
  isDismissedMoment: () => false,
  isDisplayed: () => displayed,
});

describe('readNotification', () => {
  it('reads display, not-displayed, skipped and dismissed moments', () => {
    expect(readNotification(displayMoment(true), true)).toEqual({ kind: 'shown' });
    expect(readNotification(displayMoment(false, 'invalid_client'), false)).toEqual({
      kind: 'notDisplayed',
      reason: 'invalid_client',
    });
    expect(
      readNotification(
        { isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' },
        true,
      ),
    ).toEqual({ kind: 'skipped', reason: 'user_cancel' });
    expect(
      readNotification(
        {
          isNotDisplayed: () => false,
          isSkippedMoment: () => false,
          isDismissedMoment: () => true,
        },
        false,
      ),
    ).toEqual({ kind: 'ignored' });
  });

  it('without display moments (FedCM) a floating prompt is up, an embedded one cannot be', () => {
    const fedCm: PromptNotification = {
      isSkippedMoment: () => false,
      isDismissedMoment: () => false,
    };
    expect(readNotification(fedCm, false)).toEqual({ kind: 'shown' });
    expect(readNotification(fedCm, true)).toEqual({
      kind: 'notDisplayed',
      reason: 'unknown_reason',
    });
  });
});

describe('originsToAdd', () => {
  it('names the origin and, on a port, the bare origin too', () => {
    expect(originsToAdd({ protocol: 'http:', hostname: 'localhost', port: '5173' })).toEqual([
      'http://localhost',
      'http://localhost:5173',
    ]);
    expect(originsToAdd({ protocol: 'https:', hostname: 'example.com', port: '' })).toEqual([
      'https://example.com',
    ]);
  });
});
