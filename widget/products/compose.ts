import type { ConfigProblem } from '../config/problems';
import type { WidgetConfig } from '../config/schema';
import type { EmailStyleTab, ProductRegistry, TabForm } from './types';

export type MainBlock =
  | { kind: 'emailStyle'; forms: TabForm[] }
  | { kind: 'social' | 'wallet'; product: string; Block: TabForm['Form'] };

export interface MainLayout {
  /** Products or methods this build cannot show; rendered as configuration errors. */
  problems: ConfigProblem[];
  blocks: MainBlock[];
  /** Tabs appear only when there is more than one email-style method. */
  showTabs: boolean;
  /** Index of the block the 'or' divider sits before, or null. */
  dividerBefore: number | null;
  /** Whether the 'Login with a Passkey' button goes at the top. */
  passkeyButton: boolean;
}

const TAB_ORDER: EmailStyleTab[] = ['sms', 'whatsapp', 'email'];

/**
 * Main screen composition (spec section 2): one block per configured product in order, the
 * email-style products merged into one tabbed block, the divider, and the passkey button.
 */
export function composeMain(
  config: WidgetConfig,
  registry: ProductRegistry,
  env: { passkeyAutofill: boolean },
): MainLayout {
  const problems: ConfigProblem[] = [];
  const blocks: MainBlock[] = [];
  const byTab = new Map<EmailStyleTab, TabForm>();
  let emailStyleIndex = -1;

  config.products.forEach((product, index) => {
    const entry = registry[product];
    if (!entry) {
      problems.push({
        path: `products[${index}]`,
        message: `"${product}" is not available in this version of stytch-widget`,
      });
      return;
    }
    if (entry.tabForms) {
      for (const form of entry.tabForms(config)) {
        const current = byTab.get(form.tab);
        if (!current || form.priority > current.priority) byTab.set(form.tab, form);
      }
      if (emailStyleIndex === -1) {
        emailStyleIndex = blocks.length;
        blocks.push({ kind: 'emailStyle', forms: [] });
      }
    }
    if (entry.block) blocks.push({ kind: entry.block.kind, product, Block: entry.block.Block });
  });

  const forms = TAB_ORDER.flatMap((tab) => byTab.get(tab) ?? []);
  const emailStyle = blocks[emailStyleIndex];
  if (emailStyle?.kind === 'emailStyle') emailStyle.forms = forms;
  const hasEmailStyle = forms.length > 0;
  const hasSocialOrWallet = blocks.some((b) => b.kind === 'social' || b.kind === 'wallet');

  return {
    problems,
    blocks,
    showTabs: forms.length > 1,
    dividerBefore:
      hasEmailStyle && hasSocialOrWallet && blocks.length > 1 ? blocks.length - 1 : null,
    passkeyButton: config.products.includes('passkeys') && (!env.passkeyAutofill || !hasEmailStyle),
  };
}
