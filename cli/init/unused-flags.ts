import { Option } from 'commander';
import type { Product } from '../../widget/config/constants';
import { usageError } from '../errors';
import type { AskContext } from '../prompts/ask';
import { offeredFlagGroups } from './flag-groups';
import type { InitFlags } from './flags';

// A flag for a product that was not chosen would be silently dropped; in a script that is
// almost always a mistake (`--products emailMagicLinks --otp-methods sms`), so it is an error
// there. Which product a flag configures comes from its group (flag-groups.ts).
export function checkUnusedFlags(
  context: AskContext,
  flags: InitFlags,
  products: readonly Product[],
): void {
  for (const group of offeredFlagGroups()) {
    const needs = group.products;
    if (!needs || needs.some((product) => products.includes(product))) continue;
    for (const spec of group.flags) {
      const option = new Option(spec.flags);
      // `--no-x` only turns something off, and a plain switch counts only when it is on.
      if (option.negate) continue;
      const value = flags[option.attributeName() as keyof InitFlags];
      const given = option.required || option.optional ? value !== undefined : value === true;
      if (!given) continue;
      const message = `${option.long}: only used with ${needs.map((p) => `"${p}"`).join(' or ')}, which is not among the products`;
      if (!context.prompter) throw usageError(message);
      context.prompter.note(`  Ignoring ${message}.`);
    }
  }
}
