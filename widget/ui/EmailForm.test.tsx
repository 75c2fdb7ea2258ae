// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetTestRoot } from '../../tests/support/widget-test-root';
import type { WidgetConfig } from '../config/schema';
import { EmailForm } from './EmailForm';

function field(config: WidgetConfig, autoComplete?: 'email' | 'username') {
  const { wrapper } = widgetTestRoot(config, {});
  render(<EmailForm invalidMessage="bad" onValidEmail={vi.fn()} autoComplete={autoComplete} />, {
    wrapper,
  });
  return screen.getByRole('textbox', { name: 'Email' });
}

describe('EmailForm', () => {
  it('hints an email address without passkeys', () => {
    const input = field({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect([input.getAttribute('name'), input.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
    ]);
  });

  it('lets the browser offer passkeys in its autofill when passkeys are configured', () => {
    for (const autoComplete of ['email', 'username'] as const) {
      const input = field({ products: ['passwords', 'passkeys'] }, autoComplete);
      expect([input.getAttribute('name'), input.getAttribute('autocomplete')]).toEqual([
        'username',
        'username webauthn',
      ]);
      input.closest('form')?.parentElement?.remove();
    }
  });
});
