// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../../tests/support/widget-test-root';
import { Screen } from '../../flow/screens';
import { SmsOtpForm, WhatsAppOtpForm } from './PhoneOtpForm';

function setup(Form = SmsOtpForm) {
  const send = vi.fn(async () => ({ method_id: 'phone-number-test-1', request_id: 'r' }));
  const client = { otps: { sms: { loginOrCreate: send }, whatsapp: { loginOrCreate: send } } };
  const root = widgetTestRoot({ products: ['otp'], otpOptions: { methods: ['sms'] } }, client);
  render(<Form />, { wrapper: root.wrapper });
  return { ...root, send, user: userEvent.setup() };
}

/** The phone field once the helpers (formatting, the full country list) have arrived. */
async function phoneField() {
  await waitFor(
    () =>
      expect(screen.getByRole('combobox', { name: 'Country' }).children.length).toBeGreaterThan(1),
    { timeout: 5_000 },
  );
  return screen.getByRole('textbox', { name: 'Phone number' });
}

describe('PhoneOtpForm', () => {
  it('draws the form at once with the default country, and formats early typing once the helpers arrive', async () => {
    setup();
    // First render, before any await: the helpers' chunk cannot have arrived yet.
    const field = screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    // Named by its code until the full list, named in the widget's language, arrives.
    expect([...country.options].map((option) => option.textContent)).toEqual(['+1 US']);
    fireEvent.change(field, { target: { value: '2133734253' } });
    await phoneField();
    await waitFor(() => expect(field.value).toBe('(213) 373-4253'));
    expect(country.selectedOptions[0]?.textContent).toBe('+1 United States');
  });

  it('draws its first render without Intl (its first use in a page loads ICU data)', () => {
    const displayNames = vi.spyOn(Intl, 'DisplayNames');
    try {
      setup();
      expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
      expect(displayNames).not.toHaveBeenCalled();
    } finally {
      displayNames.mockRestore();
    }
  });

  it('loads the phone helpers, then shows the country selector defaulting to the US', async () => {
    setup();
    await phoneField();
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(country.selectedOptions[0]?.textContent).toBe('+1 United States');
    // Collapsed, the selector shows the short face (hidden from screen readers, which read the
    // select's own name and value).
    const face = country.parentElement?.querySelector('.stw-phone-face');
    expect(face?.textContent).toBe('US +1');
    expect(face?.getAttribute('aria-hidden')).toBe('true');
    expect((await phoneField()).getAttribute('placeholder')).toBe('(123) 456-7890');
    expect(screen.getByRole('button', { name: 'Continue with text message' })).toBeTruthy();
  });

  it('formats the number nationally as it is typed, and again when the country changes', async () => {
    const { user } = setup();
    const field = (await phoneField()) as HTMLInputElement;
    await user.type(field, '2133734253');
    expect(field.value).toBe('(213) 373-4253');
    await user.clear(field);
    await user.type(field, '07400123456');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    expect(field.value).toBe('07400 123456');
    expect(document.querySelector('.stw-phone-face')?.textContent).toBe('GB +44');
  });

  it('rejects a number too short for the chosen country', async () => {
    const { user, send } = setup();
    await user.type(await phoneField(), '21337');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid phone number, please try again.');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(send).not.toHaveBeenCalled();
  });

  // Each number is valid in one country and typed with the other selected: refused there
  // (nothing sent), then accepted once its own country is chosen, so only the country decides.
  it.each([
    ['a UK mobile with the US selected', '07400123456', 'US', 'GB', '+447400123456'],
    ['a US number with the UK selected', '2133734253', 'GB', 'US', '+12133734253'],
  ])(
    'rejects %s, and sends it once its own country is chosen',
    async (_name, typed, wrong, right, e164) => {
      const { user, send, value } = setup();
      await phoneField();
      const country = screen.getByRole('combobox', { name: 'Country' });
      const submit = () =>
        user.click(screen.getByRole('button', { name: 'Continue with text message' }));
      await user.selectOptions(country, wrong);
      await user.type(await phoneField(), typed);
      await submit();
      expect(screen.getByRole('alert').textContent).toBe('Invalid phone number, please try again.');
      expect(send).not.toHaveBeenCalled();
      await user.selectOptions(country, right);
      await submit();
      await waitFor(() => expect(value.store.getState().screen).toBe(Screen.OtpAuthenticate));
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith(e164, { expiration_minutes: 5 });
    },
  );

  it('sends E.164 with the default expiry and moves to OTP Authenticate', async () => {
    const { user, send, value } = setup();
    await user.type(await phoneField(), '2133734253');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await waitFor(() => expect(value.store.getState().screen).toBe(Screen.OtpAuthenticate));
    expect(send).toHaveBeenCalledWith('+12133734253', { expiration_minutes: 5 });
    expect(value.store.getState().form.otpState).toMatchObject({
      type: 'sms',
      methodId: 'phone-number-test-1',
      sendTo: '+12133734253',
      otpDestination: '+1 213 373 4253',
    });
  });

  it('offers WhatsApp with its own label and method', async () => {
    const { user, value } = setup(WhatsAppOtpForm);
    await user.type(await phoneField(), '2133734253');
    await user.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    await waitFor(() => expect(value.store.getState().form.otpState.type).toBe('whatsapp'));
  });
});
