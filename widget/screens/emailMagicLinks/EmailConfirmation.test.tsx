// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { DEFAULT_BOOTSTRAP } from '../../client/internals';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { EmailConfirmation } from './EmailConfirmation';

function setup(
  config: WidgetConfig = { products: ['emailMagicLinks'] },
  emailDomains: string[] = [],
) {
  const root = widgetTestRoot(config, {}, { bootstrap: { ...DEFAULT_BOOTSTRAP, emailDomains } });
  root.value.store.dispatch({ type: 'setMagicLinkEmail', email: 'ada@example.com' });
  root.value.store.dispatch({ type: 'transition', screen: Screen.EmailConfirmation });
  render(<EmailConfirmation />, { wrapper: root.wrapper });
  return { ...root, user: userEvent.setup() };
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('EmailConfirmation', () => {
  it('says where the email went', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('An email was sent to ada@example.com.')).toBeTruthy();
  });

  it("opens Gmail, Yahoo and Outlook in a new tab, searching for the project's domain", () => {
    setup(undefined, ['stytch.com']);
    expect(hrefOf('Open Gmail')).toBe(
      'https://mail.google.com/mail/u/0/#search/from%3Astytch.com+in%3Aanywhere',
    );
    expect(hrefOf('Open Yahoo')).toBe(
      'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com',
    );
    expect(hrefOf('Open Outlook')).toBe('https://outlook.live.com/mail/0/');
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('prefers the configured domain hint over the bootstrap domains', () => {
    setup({ products: ['emailMagicLinks'], emailMagicLinksOptions: { domainHint: 'acme.io' } }, [
      'stytch.com',
    ]);
    expect(hrefOf('Open Gmail')).toContain('from%3Aacme.io');
  });

  it('Try again clears the email, returns to Main and logs email_try_again_clicked', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(value.store.getState().screen).toBe(Screen.Main);
    expect(value.store.getState().form.magicLinkState.email).toBe('');
    expect(value.logEvent).toHaveBeenCalledWith('email_try_again_clicked', {
      email: 'ada@example.com',
      type: 'login_or_create_eml',
    });
  });

  it('the back arrow returns to Main', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(value.store.getState().screen).toBe(Screen.Main);
    expect(value.logEvent).not.toHaveBeenCalled();
  });
});
