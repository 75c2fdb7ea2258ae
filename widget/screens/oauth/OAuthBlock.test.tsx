// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { OAUTH_PROVIDERS } from '../../config/constants';
import type { WidgetConfig } from '../../config/schema';
import { addDefaultStrings } from '../../i18n/en';
import { enOAuth } from '../../i18n/en-oauth';
import { OAuthBlock } from './OAuthBlock';

// Rendered without its chunk: the strings are added as the chunk adds them.
addDefaultStrings(enOAuth);

type Start = (payload: Record<string, unknown>) => Promise<void>;

function setup(oauthOptions: NonNullable<WidgetConfig['oauthOptions']>, start: Start) {
  const starts = Object.fromEntries(
    OAUTH_PROVIDERS.map((provider) => [provider, { start: vi.fn(start) }]),
  );
  const root = widgetTestRoot({ products: ['oauth'], oauthOptions }, { oauth: starts });
  render(<OAuthBlock />, { wrapper: root.wrapper });
  return { ...root, starts, user: userEvent.setup() };
}

const never = () => new Promise<void>(() => undefined);

describe('OAuthBlock', () => {
  it("shows 'Continue with {provider}' in the configured order, with the providers' spelling", () => {
    setup(
      {
        providers: [
          { type: 'linkedin' },
          { type: 'github' },
          { type: 'tiktok' },
          { type: 'google' },
        ],
      },
      never,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Continue with LinkedIn',
      'Continue with GitHub',
      'Continue with TikTok',
      'Continue with Google',
    ]);
  });

  it('names every one of the 19 providers, each button with a decorative mark', async () => {
    setup({ providers: OAUTH_PROVIDERS.map((type) => ({ type })) }, never);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with Microsoft',
      'Continue with Apple',
      'Continue with GitHub',
      'Continue with GitLab',
      'Continue with Facebook',
      'Continue with Discord',
      'Continue with Salesforce',
      'Continue with Slack',
      'Continue with Amazon',
      'Continue with Bitbucket',
      'Continue with LinkedIn',
      'Continue with Coinbase',
      'Continue with Twitch',
      'Continue with Twitter',
      'Continue with TikTok',
      'Continue with Snapchat',
      'Continue with Figma',
      'Continue with Yahoo',
    ]);
    // Each mark arrives with its own chunk, into a box already drawn at its size.
    for (const button of buttons) {
      const icon = button.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.getAttribute('width')).toBe('20');
      // A first import of each mark's module can be slow while the whole suite runs.
      await waitFor(() => expect(icon?.querySelectorAll('path').length).toBeGreaterThan(0), {
        timeout: 10_000,
      });
      for (const path of icon?.querySelectorAll('path') ?? []) {
        expect(path.getAttribute('d')).toMatch(/^[Mm]/);
      }
    }
  });

  it("starts the clicked provider's flow with the redirect URLs, its scopes and parameters", async () => {
    const root = setup(
      {
        providers: [
          { type: 'google', custom_scopes: ['https://www.googleapis.com/auth/gmail.compose'] },
          { type: 'github', custom_scopes: ['read:user'], provider_params: { prompt: 'consent' } },
        ],
        loginRedirectURL: 'https://example.com/authenticate',
        signupRedirectURL: 'https://example.com/welcome',
      },
      never,
    );
    await root.user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(root.starts.github?.start).toHaveBeenCalledWith({
      login_redirect_url: 'https://example.com/authenticate',
      signup_redirect_url: 'https://example.com/welcome',
      custom_scopes: ['read:user'],
      provider_params: { prompt: 'consent' },
    });
    expect(root.starts.google?.start).not.toHaveBeenCalled();
  });

  it('keeps the clicked button busy and the others disabled while the browser leaves', async () => {
    const root = setup({ providers: [{ type: 'google' }, { type: 'apple' }] }, async () => {});
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await root.user.click(google);
    await waitFor(() => expect(google.getAttribute('aria-busy')).toBe('true'));
    expect(google).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows a failed start in Main's banner, reports it, and frees the buttons", async () => {
    const root = setup({ providers: [{ type: 'discord' }] }, async () => {
      throw Object.assign(new Error('x'), {
        error_type: 'oauth_config_not_found',
        error_message: 'OAuth config not found for discord.',
        status_code: 404,
      });
    });
    const button = screen.getByRole('button', { name: 'Continue with Discord' });
    await root.user.click(button);
    await waitFor(() =>
      expect(root.value.store.getState().form.errorMessage).toBe(
        'OAuth config not found for discord.',
      ),
    );
    expect(root.value.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ errorType: 'oauth_config_not_found' }),
    );
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('clears an earlier error when a provider is clicked', async () => {
    const root = setup({ providers: [{ type: 'figma' }] }, never);
    root.value.store.dispatch({ type: 'setErrorMessage', message: 'earlier failure' });
    await root.user.click(screen.getByRole('button', { name: 'Continue with Figma' }));
    expect(root.value.store.getState().form.errorMessage).toBe('');
  });

  it('frees the buttons when the browser brings the page back from its back-forward cache', async () => {
    const root = setup({ providers: [{ type: 'twitch' }] }, never);
    const button = screen.getByRole('button', { name: 'Continue with Twitch' });
    await root.user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    // A page shown anew (not from the cache) keeps its state as it is.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button).toHaveProperty('disabled', false);
  });
});
