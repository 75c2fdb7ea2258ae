// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../../tests/support/widget-test-root';
import type { WidgetConfig } from '../../../config/schema';
import { addDefaultStrings } from '../../../i18n/en';
import { enOneTap } from '../../../i18n/en-one-tap';
import { OneTap } from './OneTap';
import type { OneTapClientResult } from './one-tap-internals';
import type { PromptNotification } from './one-tap-state';
import { PROMPT_PARENT_ID, PROMPT_SLOT } from './prompt-parent';

// Rendered without its chunk: the strings are added as the chunk adds them.
addDefaultStrings(enOneTap);

const config = (position: string): WidgetConfig =>
  ({
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, position }],
      loginRedirectURL: 'http://localhost:3000/in',
      signupRedirectURL: 'http://localhost:3000/up',
    },
  }) as WidgetConfig;

const displayed: PromptNotification = {
  isNotDisplayed: () => false,
  isSkippedMoment: () => false,
  isDismissedMoment: () => false,
};

/** The official client's One Tap provider and Google's API as fakes. */
function setup(position: string, created: OneTapClientResult = { success: true }) {
  const google = { initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() };
  google.prompt.mockImplementation((listener: (n: PromptNotification) => void) =>
    listener(displayed),
  );
  (window as unknown as { google: unknown }).google = { accounts: { id: google } };
  const oneTap = {
    createOneTapClient: async () => created,
    fetchGoogleStart: async () => ({ googleClientId: 'client-1' }),
    createOnSuccessHandler: () => async () => undefined,
    redirectOnSuccess: () => undefined,
  };
  const client = { [Symbol.for('stytch__internal_b2c')]: { oneTap } };
  return { google, root: widgetTestRoot(config(position), client) };
}

afterEach(() => {
  delete (window as unknown as { google?: unknown }).google;
  document.body.replaceChildren();
});

describe('OneTap', () => {
  it('embedded (no FedCM in this DOM): the prompt goes in the widget, in a 47 px box', async () => {
    const { google, root } = setup('embedded');
    const { container } = render(<OneTap />, { wrapper: root.wrapper });
    await waitFor(() => expect(google.prompt).toHaveBeenCalled());
    const box = container.querySelector<HTMLElement>('.stw-one-tap');
    expect(box?.hidden).toBe(false);
    expect(box?.style.height).toBe('47px');
    expect(box?.querySelector(`#${PROMPT_PARENT_ID}`)).not.toBeNull();
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1', prompt_parent_id: PROMPT_PARENT_ID }),
    );
  });

  it('floating: the prompt goes in a fixed box in the page body, outside the widget', async () => {
    const { google, root } = setup('forceFloating');
    const { container } = render(<OneTap />, { wrapper: root.wrapper });
    await waitFor(() => expect(google.prompt).toHaveBeenCalled());
    const parent = document.getElementById(PROMPT_PARENT_ID);
    expect(parent?.parentElement).toBe(document.body);
    expect(parent?.style.position).toBe('fixed');
    expect(container.querySelector<HTMLElement>('.stw-one-tap')?.hidden).toBe(true);
  });

  it('in a shadow root the parent is a light-DOM child of the host, shown through a slot', async () => {
    const { google, root } = setup('embedded');
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mountPoint = document.createElement('div');
    shadow.append(mountPoint);
    render(<OneTap />, { wrapper: root.wrapper, container: mountPoint });
    await waitFor(() => expect(google.prompt).toHaveBeenCalled());
    const parent = document.getElementById(PROMPT_PARENT_ID);
    expect(parent?.parentElement).toBe(host);
    expect(parent?.slot).toBe(PROMPT_SLOT);
    expect(shadow.querySelector(`slot[name="${PROMPT_SLOT}"]`)).not.toBeNull();
  });

  it('shows a state as text and asks nothing of Google', async () => {
    const { google, root } = setup('embedded', {
      success: false,
      reason: 'no_signup_redirect_urls_set',
    });
    render(<OneTap />, { wrapper: root.wrapper });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'no signup redirect URLs set for this project',
    );
    expect(google.initialize).not.toHaveBeenCalled();
  });

  it('unmounting cancels the prompt and removes its parent', async () => {
    const { google, root } = setup('floating');
    const { unmount } = render(<OneTap />, { wrapper: root.wrapper });
    await waitFor(() => expect(google.prompt).toHaveBeenCalled());
    unmount();
    expect(google.cancel).toHaveBeenCalled();
    expect(document.getElementById(PROMPT_PARENT_ID)).toBeNull();
  });
});
