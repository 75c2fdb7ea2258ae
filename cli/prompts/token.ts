import { isTestToken, publicTokenProblem } from '../../widget/config/public-token';
import type { FlagSpec, InitFlags } from '../init/flags';
import { type AskContext, answer, parseWith } from './ask';

export const TOKEN_FLAGS: FlagSpec[] = [
  {
    flags: '--public-token <token>',
    description: 'your project\'s public token ("public-token-test-…" or "public-token-live-…")',
  },
];

/** `previous`: the answer being changed (from init's summary), offered as the default. */
export async function askPublicToken(
  context: AskContext,
  flags: InitFlags,
  previous?: string,
): Promise<string> {
  const token = await answer(context, {
    flag: '--public-token',
    expects: '<token>',
    given: flags.publicToken,
    parse: parseWith((raw) => raw.trim(), publicTokenProblem),
    ask: (prompter) =>
      prompter.input({
        message: 'Public token (Stytch dashboard → API keys)',
        ...(previous ? { default: previous } : {}),
        validate: (value) => publicTokenProblem(value.trim()),
      }),
  });
  const trimmed = token.trim();
  if (context.prompter && !isTestToken(trimmed)) {
    context.prompter.note('  A live token: the local test API only accepts test tokens.');
  }
  return trimmed;
}
