import type { Product } from '../config/constants';
import type { WidgetConfig } from '../config/schema';
import type { EmailStyleTab, ProductRegistry, TabForm } from './types';

/** A tab's form with the product that supplied it (the one that won the tab). */
export type PlacedForm = TabForm & { product: Product };

export type MainBlock =
  | { kind: 'emailStyle'; forms: PlacedForm[] }
  | { kind: 'social' | 'wallet'; product: string; Block: TabForm['Form'] };

export interface MainLayout {
  blocks: MainBlock[];
  /** Tabs appear only when there is more than one email-style method. */
  showTabs: boolean;
  /** Index of the block the 'or' divider sits before, or null. */
  dividerBefore: number | null;
  /** Whether the 'Login with a Passkey' button goes at the top. */
  passkeyButton: boolean;
  /** Whether passkeys are offered in the email field's autofill instead. */
  passkeyAutofill: boolean;
}

const TAB_ORDER: EmailStyleTab[] = ['sms', 'whatsapp', 'email'];

/**
 * Main screen composition: one block per configured product in order, the
 * email-style products merged into one tabbed block, the divider, and the passkey button.
 * The config has been validated, so every product in it is in the registry; `env` says what
 * the browser offers (passkey autofill).
 */
export function composeMain(
  config: WidgetConfig,
  registry: ProductRegistry,
  env: { passkeyAutofill: boolean },
): MainLayout {
  const blocks: MainBlock[] = [];
  const byTab = new Map<EmailStyleTab, PlacedForm>();
  let emailStyleIndex = -1;

  for (const product of config.products) {
    const entry = registry[product];
    if (!entry) continue;
    if (entry.tabForms) {
      for (const form of entry.tabForms(config)) {
        const current = byTab.get(form.tab);
        if (!current || form.priority > current.priority) byTab.set(form.tab, { ...form, product });
      }
      if (emailStyleIndex === -1) {
        emailStyleIndex = blocks.length;
        blocks.push({ kind: 'emailStyle', forms: [] });
      }
    }
    if (entry.block) blocks.push({ kind: entry.block.kind, product, Block: entry.block.Block });
  }

  const forms = TAB_ORDER.flatMap((tab) => byTab.get(tab) ?? []);
  const emailStyle = blocks[emailStyleIndex];
  if (emailStyle?.kind === 'emailStyle') emailStyle.forms = forms;
  const hasEmailStyle = forms.length > 0;
  // Passkey autofill rides on the email field; SMS or WhatsApp alone leave it nowhere to show,
  // so the button is then the way to a passkey.
  const hasEmailField = forms.some((form) => form.tab === 'email');
  const passkeys = config.products.includes('passkeys');
  const hasSocialOrWallet = blocks.some((b) => b.kind === 'social' || b.kind === 'wallet');

  return {
    blocks,
    showTabs: forms.length > 1,
    dividerBefore:
      hasEmailStyle && hasSocialOrWallet && blocks.length > 1 ? blocks.length - 1 : null,
    passkeyButton: passkeys && (!env.passkeyAutofill || !hasEmailField),
    passkeyAutofill: passkeys && env.passkeyAutofill && hasEmailField,
  };
}
