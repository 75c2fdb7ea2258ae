import { describe, expect, it } from 'vitest';
import { AVAILABLE_PRODUCTS, isAvailableProduct } from '../config/available-products';
import type { WidgetConfig } from '../config/schema';
import { MagicLinkEmailForm } from '../screens/emailMagicLinks/MagicLinkEmailForm';
import { SmsOtpForm, WhatsAppOtpForm } from '../screens/otp/PhoneOtpForm';
import { composeMain } from './compose';
import { passwordsProduct } from './passwords';
import { productRegistry } from './registry';
import type { ProductRegistry } from './types';

// Stand-ins for the products this build does not ship yet. Each disappears from use as its
// product lands.
const form = () => () => null;
const pendingRegistry: ProductRegistry = {
  ...productRegistry,
  oauth: { id: 'oauth', block: { kind: 'social', Block: form() }, screens: {} },
  crypto: { id: 'crypto', block: { kind: 'wallet', Block: form() }, screens: {} },
};

interface Expected {
  blocks: string[];
  tabs: string[];
  showTabs: boolean;
  dividerBefore: number | null;
  passkeyButton: boolean;
  /** Present (true) only where passkeys are offered in the email field's autofill. */
  passkeyAutofill?: true;
}

/**
 * A row runs against the real registry once all its products ship; until then against the
 * stand-ins above, so the layout rules for products still to come stay written down.
 */
function registryFor(config: WidgetConfig): ProductRegistry {
  return config.products.every(isAvailableProduct) ? productRegistry : pendingRegistry;
}

function describeLayout(config: WidgetConfig, passkeyAutofill = true): Expected {
  const layout = composeMain(config, registryFor(config), { passkeyAutofill });
  const emailStyle = layout.blocks.find((b) => b.kind === 'emailStyle');
  return {
    blocks: layout.blocks.map((b) => (b.kind === 'emailStyle' ? 'emailStyle' : b.product)),
    tabs:
      emailStyle?.kind === 'emailStyle' ? emailStyle.forms.map((f) => `${f.tab}:${f.product}`) : [],
    showTabs: layout.showTabs,
    dividerBefore: layout.dividerBefore,
    passkeyButton: layout.passkeyButton,
    ...(layout.passkeyAutofill ? { passkeyAutofill: true as const } : {}),
  };
}

const otp = (...methods: ('email' | 'sms' | 'whatsapp')[]) => ({ otpOptions: { methods } });

const table: [string, WidgetConfig, Expected, boolean?][] = [
  [
    'email OTP alone: one form, no tabs',
    { products: ['otp'], ...otp('email') },
    {
      blocks: ['emailStyle'],
      tabs: ['email:otp'],
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
      tabs: ['sms:otp', 'whatsapp:otp', 'email:otp'],
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
      tabs: ['sms:otp', 'email:emailMagicLinks'],
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
      tabs: ['sms:otp', 'email:passwords'],
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
      tabs: ['email:otp'],
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
      tabs: ['email:otp'],
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
      tabs: ['email:emailMagicLinks'],
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
      tabs: ['email:otp'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: false,
      passkeyAutofill: true,
    },
    true,
  ],
  [
    'passkeys with SMS only, autofill available: the button (no email field to autofill)',
    { products: ['otp', 'passkeys'], ...otp('sms') },
    {
      blocks: ['emailStyle'],
      tabs: ['sms:otp'],
      showTabs: false,
      dividerBefore: null,
      passkeyButton: true,
    },
    true,
  ],
  [
    'passkeys with email and no autofill: the button',
    { products: ['otp', 'passkeys'], ...otp('email') },
    {
      blocks: ['emailStyle'],
      tabs: ['email:otp'],
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

  it('runs every shipped product against the real registry', () => {
    const shipped = table.filter(([, config]) => registryFor(config) === productRegistry);
    const covered = new Set(shipped.flatMap(([, config]) => config.products));
    expect([...covered].sort()).toEqual([...AVAILABLE_PRODUCTS].sort());
  });

  it("places the real products' own forms under their tabs", () => {
    const layout = composeMain(
      { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'whatsapp'] } },
      productRegistry,
      { passkeyAutofill: false },
    );
    const block = layout.blocks[0];
    expect(block?.kind === 'emailStyle' && block.forms.map((f) => f.Form)).toEqual([
      SmsOtpForm,
      WhatsAppOtpForm,
      MagicLinkEmailForm,
    ]);
  });

  it("gives the email tab to the passwords product's own form, over magic links and email OTP", () => {
    const passwordsForm = passwordsProduct.tabForms?.({ products: ['passwords'] })[0]?.Form;
    expect(passwordsForm).toBeTruthy();
    for (const config of [
      { products: ['emailMagicLinks', 'passwords'] },
      { products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } },
    ] as WidgetConfig[]) {
      const block = composeMain(config, productRegistry, { passkeyAutofill: false }).blocks[0];
      expect(block?.kind === 'emailStyle' && block.forms.at(-1)?.Form).toBe(passwordsForm);
    }
  });
});
