import { PRODUCTS, type Product } from '../../widget/config/constants';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer } from './ask';
import { parseNames } from './checks';
import type { Choice } from './prompter';
import { productsProblem } from './rules';

export const PRODUCTS_FLAGS: FlagSpec[] = [
  {
    flags: '--products <list>',
    description: `comma-separated: ${PRODUCTS.join(', ')} (default emailMagicLinks)`,
  },
];

const CHOICES: Choice<Product>[] = [
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

const DEFAULT: Product[] = ['emailMagicLinks'];

/** "sms" is a method, not a product: point at the right option. */
function productHint(item: string): string | undefined {
  const lower = item.toLowerCase();
  if (['sms', 'whatsapp', 'email'].includes(lower)) {
    return `did you mean "otp" with --otp-methods ${lower}?`;
  }
  if (['eml', 'magiclinks', 'magiclink', 'magic-links'].includes(lower)) {
    return 'did you mean "emailMagicLinks"?';
  }
  return undefined;
}

export async function askProducts(context: AskContext, flags: InitFlags): Promise<Product[]> {
  return answer(context, {
    flag: '--products',
    given: flags.products,
    default: DEFAULT,
    parse: (raw) => {
      const parsed = parseNames(String(raw), PRODUCTS, 'product', productHint);
      if ('problem' in parsed) throw new AnswerError(parsed.problem);
      const problem = productsProblem(parsed.value);
      if (problem) throw new AnswerError(problem);
      return parsed.value;
    },
    ask: (prompter) =>
      prompter.checkbox({
        message: 'Which ways to sign up and log in?',
        choices: CHOICES.map((c) => ({ ...c, checked: DEFAULT.includes(c.value) })),
        validate: productsProblem,
      }),
  });
}
