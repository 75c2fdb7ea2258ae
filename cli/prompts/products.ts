import {
  AVAILABLE_PRODUCTS,
  type AvailableProduct,
  isAvailableProduct,
  unavailableProductMessage,
} from '../../widget/config/available-products';
import { PRODUCTS } from '../../widget/config/constants';
import { productHint } from '../../widget/config/product-hint';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer } from './ask';
import { parseNames, splitList } from './checks';
import type { Choice } from './prompter';
import { productsProblem } from './rules';

export const PRODUCTS_FLAGS: FlagSpec[] = [
  {
    flags: '--products <list>',
    description: `comma-separated: ${AVAILABLE_PRODUCTS.join(', ')} (default emailMagicLinks)`,
  },
];

const ALL_CHOICES: Choice<(typeof PRODUCTS)[number]>[] = [
  { value: 'emailMagicLinks', name: 'Email magic links', description: 'a login link by email' },
  {
    value: 'otp',
    name: 'One-time passcodes',
    description: 'a 6-digit code by email, SMS or WhatsApp',
  },
  {
    value: 'passwords',
    name: 'Passwords',
    description: 'email and password, with strength checks',
  },
  {
    value: 'oauth',
    name: 'Social sign-in (OAuth)',
    description: 'Google, Apple, GitHub and 16 more',
  },
  { value: 'passkeys', name: 'Passkeys', description: 'needs another product too (not alone)' },
  {
    value: 'crypto',
    name: 'Crypto wallets',
    description: 'Metamask, Phantom, Coinbase and others',
  },
];

// Only what this build can show is offered; the rest are named with the widget's message.
const CHOICES = ALL_CHOICES.filter((choice): choice is Choice<AvailableProduct> =>
  (AVAILABLE_PRODUCTS as readonly string[]).includes(choice.value),
);

const DEFAULT: AvailableProduct[] = ['emailMagicLinks'];

const hint = (item: string) => productHint(item, (method) => `--otp-methods ${method}`);

/** A product the widget knows but this build cannot show, by the widget's own message. */
function unavailableProblem(raw: string): string | null {
  for (const item of splitList(raw)) {
    const known = PRODUCTS.find((product) => product.toLowerCase() === item.toLowerCase());
    if (known && !isAvailableProduct(known)) return unavailableProductMessage(known);
  }
  return null;
}

/** `previous`: the products being changed (from init's summary), checked to start with. */
export async function askProducts(
  context: AskContext,
  flags: InitFlags,
  previous?: readonly AvailableProduct[],
): Promise<AvailableProduct[]> {
  return answer(context, {
    flag: '--products',
    given: flags.products,
    default: DEFAULT,
    parse: (raw) => {
      const unavailable = unavailableProblem(String(raw));
      if (unavailable) throw new AnswerError(unavailable);
      const parsed = parseNames(String(raw), AVAILABLE_PRODUCTS, 'product', hint);
      if ('problem' in parsed) throw new AnswerError(parsed.problem);
      const problem = productsProblem(parsed.value);
      if (problem) throw new AnswerError(problem);
      return parsed.value;
    },
    ask: (prompter) =>
      prompter.checkbox({
        message: 'Which ways to sign up and log in?',
        choices: CHOICES.map((c) => ({ ...c, checked: (previous ?? DEFAULT).includes(c.value) })),
        validate: productsProblem,
      }),
  });
}
