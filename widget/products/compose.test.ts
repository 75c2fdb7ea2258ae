import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../config/schema';
import { composeMain } from './compose';
import type { ProductRegistry } from './types';

// Composition is independent of which products are implemented: a registry of labelled
// components shows which product's form won each tab.
const form = (name: string) => Object.assign(() => null, { displayName: name });
const Otp = { email: form('otp-email'), sms: form('otp-sms'), whatsapp: form('otp-whatsapp') };
const registry: ProductRegistry = {
  otp: {
    id: 'otp',
    tabForms: (config) =>
      (config.otpOptions?.methods ?? []).map((m) => ({ tab: m, priority: 1, Form: Otp[m] })),
    screens: {},
  },
  emailMagicLinks: {
    id: 'emailMagicLinks',
    tabForms: () => [{ tab: 'email', priority: 2, Form: form('eml') }],
    screens: {},
  },
  passwords: {
    id: 'passwords',
    tabForms: () => [{ tab: 'email', priority: 3, Form: form('passwords') }],
    screens: {},
  },
  oauth: { id: 'oauth', block: { kind: 'social', Block: form('oauth') }, screens: {} },
  crypto: { id: 'crypto', block: { kind: 'wallet', Block: form('crypto') }, screens: {} },
  passkeys: { id: 'passkeys', screens: {} },
};

interface Expected {
  blocks: string[];
  tabs: string[];
  showTabs: boolean;
  dividerBefore: number | null;
  passkeyButton: boolean;
}

function describeLayout(config: WidgetConfig, passkeyAutofill = true): Expected {
  const layout = composeMain(config, registry, { passkeyAutofill });
  const emailStyle = layout.blocks.find((b) => b.kind === 'emailStyle');
  return {
    blocks: layout.blocks.map((b) => (b.kind === 'emailStyle' ? 'emailStyle' : b.product)),
    tabs:
      emailStyle?.kind === 'emailStyle'
        ? emailStyle.forms.map(
            (f) => `${f.tab}:${(f.Form as { displayName?: string }).displayName}`,
          )
        : [],
    showTabs: layout.showTabs,
    dividerBefore: layout.dividerBefore,
    passkeyButton: layout.passkeyButton,
  };
}

const otp = (...methods: ('email' | 'sms' | 'whatsapp')[]) => ({ otpOptions: { methods } });

const table: [string, WidgetConfig, Expected, boolean?][] = [
  [
    'email OTP alone: one form, no tabs',
    { products: ['otp'], ...otp('email') },
    {
      blocks: ['emailStyle'],
      tabs: ['email:otp-email'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'three OTP methods: tabs in the order Text (SMS), WhatsApp, Email',
    { products: ['otp'], ...otp('email', 'whatsapp', 'sms') },
    {
      blocks: ['emailStyle'],
      tabs: ['sms:otp-sms', 'whatsapp:otp-whatsapp', 'email:otp-email'],
      showTabs: true,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'magic links with SMS: two tabs, email is the magic-link form',
    { products: ['emailMagicLinks', 'otp'], ...otp('sms') },
    {
      blocks: ['emailStyle'],
      tabs: ['sms:otp-sms', 'email:eml'],
      showTabs: true,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'passwords replace the magic-link tab',
    { products: ['passwords', 'emailMagicLinks'] },
    {
      blocks: ['emailStyle'],
      tabs: ['email:passwords'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'passwords replace the email-OTP tab but keep SMS',
    { products: ['otp', 'passwords'], ...otp('sms', 'email') },
    {
      blocks: ['emailStyle'],
      tabs: ['sms:otp-sms', 'email:passwords'],
      showTabs: true,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'social before email: divider before the last block',
    { products: ['oauth', 'otp'], ...otp('email') },
    {
      blocks: ['oauth', 'emailStyle'],
      tabs: ['email:otp-email'],
      showTabs: false,
      dividerBefore: 1,
      passkeyButton: false,
    },
  ],
  [
    'email before social: divider before the social block',
    { products: ['otp', 'oauth'], ...otp('email') },
    {
      blocks: ['emailStyle', 'oauth'],
      tabs: ['email:otp-email'],
      showTabs: false,
      dividerBefore: 1,
      passkeyButton: false,
    },
  ],
  [
    'social, wallets and email: one divider, before the last block',
    { products: ['oauth', 'crypto', 'emailMagicLinks'] },
    {
      blocks: ['oauth', 'crypto', 'emailStyle'],
      tabs: ['email:eml'],
      showTabs: false,
      dividerBefore: 2,
      passkeyButton: false,
    },
  ],
  [
    'social alone: no divider',
    { products: ['oauth'] },
    { blocks: ['oauth'], tabs: [], showTabs: false, dividerBefore: null, passkeyButton: false },
  ],
  [
    'social and wallets without an email-style method: no divider',
    { products: ['oauth', 'crypto'] },
    {
      blocks: ['oauth', 'crypto'],
      tabs: [],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: false,
    },
  ],
  [
    'passkeys with email and autofill available: no button (autofill offers passkeys)',
    { products: ['otp', 'passkeys'], ...otp('email') },
    {
      blocks: ['emailStyle'],
      tabs: ['email:otp-email'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: false,
    },
    true,
  ],
  [
    'passkeys with email and no autofill: the button',
    { products: ['otp', 'passkeys'], ...otp('email') },
    {
      blocks: ['emailStyle'],
      tabs: ['email:otp-email'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: true,
    },
    false,
  ],
  [
    'passkeys without an email-style method: the button even with autofill',
    { products: ['passkeys', 'oauth'] },
    { blocks: ['oauth'], tabs: [], showTabs: false, dividerBefore: null, passkeyButton: true },
    true,
  ],
];

describe('composeMain', () => {
  it.each(table)('%s', (_name, config, expected, autofill = true) => {
    expect(describeLayout(config, autofill)).toEqual(expected);
  });

  it('reports a configured product this build cannot show instead of ignoring it', () => {
    const layout = composeMain(
      { products: ['otp', 'crypto'], ...otp('email') },
      { otp: registry.otp },
      {
        passkeyAutofill: false,
      },
    );
    expect(layout.problems).toEqual([
      {
        path: 'products[1]',
        message: '"crypto" is not available in this version of stytch-widget',
      },
    ]);
  });
});
