// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountForTest, shellClient } from '../../tests/support/mount-fixture';
import type { MountOptions } from '../app/types';
import { loginMode } from '../modes';
import type { Locale } from './locales';

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.replaceChildren();
});

const config: MountOptions['config'] = { products: ['emailMagicLinks'] };

function mountLogin(options: Omit<Partial<MountOptions>, 'locale'> & { locale?: Locale | string }) {
  const { client } = shellClient();
  const mounted = mountForTest(loginMode, client, { config, ...options } as Partial<MountOptions>);
  unmount = mounted.unmount;
  return mounted;
}

const root = () => document.querySelector('.stw-root');

describe('the locale mount option', () => {
  it('shows Loading, never English, until the language arrives, then the screen in it', async () => {
    mountLogin({ locale: 'fr' });
    expect(screen.queryByText('Sign up or log in')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Inscrivez-vous ou connectez-vous')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer avec l’e-mail' })).toBeTruthy();
    expect(root()?.getAttribute('lang')).toBe('fr');
    expect(root()?.getAttribute('dir')).toBe('ltr');
  });

  it('is English by default, with nothing to wait for', () => {
    mountLogin({});
    expect(screen.getByText('Sign up or log in')).toBeTruthy();
    expect(root()?.getAttribute('lang')).toBe('en');
  });

  it("lets the host's strings win over the language", async () => {
    const { onError } = mountLogin({
      locale: 'de',
      strings: { 'main.header': 'Willkommen zurück' },
    });
    expect(await screen.findByText('Willkommen zurück')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter mit E-Mail' })).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });

  it('sets dir="rtl" on the widget root for Arabic', async () => {
    mountLogin({ locale: 'ar' });
    expect(await screen.findByText('أنشئ حسابًا أو سجّل الدخول')).toBeTruthy();
    expect(root()?.getAttribute('dir')).toBe('rtl');
    expect(root()?.getAttribute('lang')).toBe('ar');
  });

  it('moves between tabs with the arrow keys as they are drawn, right to left in Arabic', async () => {
    mountLogin({
      locale: 'ar',
      config: { products: ['otp'], otpOptions: { methods: ['email', 'sms', 'whatsapp'] } },
    });
    await screen.findByText('أنشئ حسابًا أو سجّل الدخول');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    const [first, second] = tabs as [HTMLElement, HTMLElement];
    act(() => first.focus());
    // The next tab sits to the left of the first one.
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });

  it('names the phone regions in the language', async () => {
    mountLogin({ locale: 'de', config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    expect(await screen.findByRole('option', { name: '+49 Deutschland' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '+49 Germany' })).toBeNull();
  });

  it('rejects a language it does not ship as a config error, on screen and through onError', async () => {
    const { onError } = mountLogin({ locale: 'fr-CA' });
    const message =
      'locale: unknown locale "fr-CA"; expected one of "en", "es", "fr", "de", "pt-BR", "ja", "ar"; did you mean "fr"?';
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'config', message }));
  });

  it('switches language when the host updates the option', async () => {
    const { client } = shellClient();
    const { mountWidget } = await import('../mount/mount-widget');
    const host = document.createElement('div');
    host.id = 'switching';
    document.body.append(host);
    let handle: ReturnType<typeof mountWidget<MountOptions>> | undefined;
    act(() => {
      handle = mountWidget(loginMode, {
        elementId: '#switching',
        publicToken: 'public-token-test-switch',
        client,
        config,
        locale: 'es',
      });
    });
    unmount = () => handle?.unmount();
    expect(await screen.findByText('Regístrate o inicia sesión')).toBeTruthy();
    act(() => handle?.update({ locale: 'en' }));
    await waitFor(() => expect(screen.getByText('Sign up or log in')).toBeTruthy());
  });
});
