// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { DEFAULT_BOOTSTRAP } from '../../client/internals';
import type { WidgetConfig } from '../../config/schema';
import { Screen } from '../../flow/screens';
import { PasswordCreateOrLogin } from './PasswordCreateOrLogin';
import { STRENGTH_CHECK_DEBOUNCE_MS } from './useStrengthCheck';

type Check = { email?: string; password: string };

const zxcvbn = (score: number, warning = '') => ({
  valid_password: score >= 3,
  score,
  breached_password: false,
  strength_policy: 'zxcvbn',
  feedback: { warning, suggestions: [], luds_requirements: null },
});

const luds = (missingCharacters: number, missingComplexity: number, breached = false) => ({
  valid_password: missingCharacters === 0 && missingComplexity === 0 && !breached,
  score: 2,
  breached_password: breached,
  strength_policy: 'luds',
  feedback: {
    warning: '',
    suggestions: [],
    luds_requirements: {
      missing_characters: missingCharacters,
      missing_complexity: missingComplexity,
    },
  },
});

type Call = (...args: never[]) => Promise<unknown>;

function setup({
  strengthCheck = vi.fn(async ({ password }: Check) =>
    zxcvbn(password.length >= 12 ? 4 : 1),
  ) as Call,
  create = vi.fn(async () => ({ user_id: 'user-test-1', session_token: 's' })) as Call,
  resetByEmailStart = vi.fn(async () => ({ request_id: 'r', status_code: 200 })) as Call,
  config = { products: ['passwords'] } as WidgetConfig,
  passwordConfig = null as { ludsComplexity: number; ludsMinimumCount: number } | null,
} = {}) {
  const loginOrCreate = vi.fn(async () => ({ method_id: 'email-test-1' }));
  const client = {
    passwords: { strengthCheck, create, resetByEmailStart },
    otps: { email: { loginOrCreate } },
    magicLinks: { email: { loginOrCreate } },
  };
  const root = widgetTestRoot(config, client, {
    bootstrap: { ...DEFAULT_BOOTSTRAP, passwordConfig },
  });
  root.value.store.dispatch({
    type: 'updatePasswordState',
    passwordState: { email: 'ada@example.com', type: 'new' },
  });
  root.value.store.dispatch({ type: 'transition', screen: Screen.PasswordCreateOrLogin });
  render(<PasswordCreateOrLogin />, { wrapper: root.wrapper });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...root, client, strengthCheck, create, resetByEmailStart, loginOrCreate, user };
}

const passwordField = () => screen.getByLabelText('Password');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const settle = () => act(async () => vi.advanceTimersByTimeAsync(STRENGTH_CHECK_DEBOUNCE_MS));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Password Create or Login, new user', () => {
  it('shows the email fixed, and password fields with the hints password managers need', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(passwordField().hasAttribute('required')).toBe(true);
    expect(continueButton().hasAttribute('disabled')).toBe(true);
  });

  it('checks strength once per pause in typing, with the email, and only the last answer counts', async () => {
    const { user, strengthCheck } = setup();
    await user.type(passwordField(), 'correct horse');
    expect(strengthCheck).not.toHaveBeenCalled();
    await settle();
    expect(strengthCheck).toHaveBeenCalledTimes(1);
    expect(strengthCheck).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('keeps Continue disabled until the check says valid, and again while a new value waits', async () => {
    const { user } = setup();
    await user.type(passwordField(), 'short');
    await settle();
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await user.type(passwordField(), ' but now long');
    expect(continueButton().hasAttribute('disabled')).toBe(true); // not checked yet
    await settle();
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    await user.type(passwordField(), '!');
    expect(continueButton().hasAttribute('disabled')).toBe(true);
  });

  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ] as const)(
    'zxcvbn score %i: %i segment(s) filled, %s, with the warning',
    async (score, filled, tone) => {
      const { user } = setup({
        strengthCheck: vi.fn(async () => zxcvbn(score, 'Straight rows of keys are easy to guess.')),
      });
      await user.type(passwordField(), 'qwerty');
      await settle();
      const meter = await screen.findByRole('meter', { name: 'Password strength' });
      expect(meter.getAttribute('aria-valuetext')).toBe(`${score} of 4`);
      const drawn = meter.parentElement as HTMLElement;
      expect(drawn.dataset.tone).toBe(tone);
      expect(drawn.querySelectorAll('[data-on="true"]')).toHaveLength(filled);
      expect(screen.getByText('Straight rows of keys are easy to guess.')).toBeTruthy();
    },
  );

  it('LUDS: the checklist with the project counts, each line met or not in words', async () => {
    const answers = [luds(3, 1), luds(0, 1), luds(0, 0)];
    const { user } = setup({
      strengthCheck: vi.fn(async () => answers.shift()),
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
    });
    const line = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
    const length = 'Must be at least 8 characters long';
    const complexity =
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol';

    await user.type(passwordField(), 'abcde');
    await settle();
    await screen.findByText(length);
    expect(line(length).textContent).toBe(`Not met: ${length}`);
    expect(line(complexity).textContent).toBe(`Not met: ${complexity}`);
    expect(screen.queryByRole('meter')).toBeNull();

    await user.type(passwordField(), 'fgh');
    await settle();
    await waitFor(() => expect(line(length).textContent).toBe(`Met: ${length}`));
    expect(line(complexity).dataset.met).toBe('false');

    await user.type(passwordField(), 'A1');
    await settle();
    await waitFor(() => expect(line(complexity).textContent).toBe(`Met: ${complexity}`));
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it('LUDS: the breach line shows only for a breached password', async () => {
    const answers = [luds(0, 0, true), luds(0, 0, false)];
    const { user } = setup({
      strengthCheck: vi.fn(async () => answers.shift()),
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
    });
    const breached =
      'This password may have been used on a different site that experienced a security issue. Please choose another password.';
    await user.type(passwordField(), 'Password1!');
    await settle();
    expect((await screen.findByText(breached)).closest('li')?.textContent).toBe(
      `Not met: ${breached}`,
    );
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    await user.type(passwordField(), 'x');
    await settle();
    await waitFor(() => expect(screen.queryByText(breached)).toBeNull());
  });

  it("shows a strength-check failure's message (invalid_email) under the field", async () => {
    const { user } = setup({
      strengthCheck: vi.fn(async () => {
        throw { error_type: 'invalid_email', error_message: 'email format is invalid.' };
      }),
    });
    await user.type(passwordField(), 'whatever');
    await settle();
    expect((await screen.findByRole('alert')).textContent).toBe('email format is invalid.');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
  });

  it('the show/hide button reveals and hides the password', async () => {
    const { user } = setup();
    await user.type(passwordField(), 'secret');
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });

  it('creates the account with the session length and ends on Password Confirmation', async () => {
    const { user, create, value } = setup();
    await user.type(passwordField(), 'correct horse battery');
    await settle();
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordConfirmation));
    expect(create).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse battery',
      session_duration_minutes: 30,
    });
    expect(value.emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'PASSWORD_CREATE' }));
    expect(value.emit).toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} });
  });

  it('reset_password (an account without a password): reset email, then Password Dedupe', async () => {
    const { user, value, resetByEmailStart } = setup({
      create: vi.fn(async () => {
        throw { error_type: 'reset_password', error_message: 'Reset first.' };
      }),
      config: {
        products: ['passwords'],
        passwordOptions: { resetPasswordRedirectURL: 'http://localhost:3000/reset' },
      },
    });
    await user.type(passwordField(), 'correct horse battery');
    await settle();
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    await user.click(continueButton());
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.PasswordDedupe));
    expect(resetByEmailStart).toHaveBeenCalledWith({
      email: 'ada@example.com',
      reset_password_redirect_url: 'http://localhost:3000/reset',
    });
    expect(value.logEvent).toHaveBeenCalledWith('email_sent', {
      email: 'ada@example.com',
      type: 'reset_password',
    });
  });

  it("shows any other refusal's message under the password field and frees Continue", async () => {
    const { user, value } = setup({
      create: vi.fn(async () => {
        throw { error_type: 'weak_password', error_message: 'The password is too weak.' };
      }),
    });
    await user.type(passwordField(), 'correct horse battery');
    await settle();
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The password is too weak.');
    expect(passwordField().getAttribute('aria-describedby')).toContain(alert.id);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    expect(value.store.getState().screen).toBe(Screen.PasswordCreateOrLogin);
  });

  it("offers 'Email me a login code' when email OTP is configured: it sends one and opens OTP Authenticate", async () => {
    const { user, value, loginOrCreate } = setup({
      config: { products: ['passwords', 'otp'], otpOptions: { methods: ['email'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Email me a login code' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.OtpAuthenticate));
    expect(loginOrCreate).toHaveBeenCalledWith('ada@example.com', { expiration_minutes: 5 });
    expect(value.store.getState().form.otpState.methodId).toBe('email-test-1');
  });

  it('offers no email link or code with passwords alone', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Email me a login code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Email me a login link' })).toBeNull();
  });

  it('the back arrow returns to Main', async () => {
    const { user, value } = setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(value.store.getState().screen).toBe(Screen.Main);
  });
});
