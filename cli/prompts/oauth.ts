import { OAUTH_PROVIDERS, ONE_TAP_POSITIONS, type Product } from '../../widget/config/constants';
import { oneTapPlan } from '../../widget/screens/oauth/oneTap/one-tap-plan';
import { OAUTH_PROVIDER_NAMES } from '../../widget/screens/oauth/provider-names';
import { usageError } from '../errors';
import type { InitAnswers, OAuthProviderName, OneTapPosition } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer, parseBoolean } from './ask';
import { parseNames } from './checks';

export const OAUTH_FLAGS: FlagSpec[] = [
  {
    flags: '--oauth-providers <list>',
    description: 'oauth: comma-separated providers, e.g. google,github (default google)',
  },
  { flags: '--one-tap', description: 'oauth: Google One Tap (needs google among the providers)' },
  { flags: '--no-one-tap', description: 'oauth: no Google One Tap (default)' },
  {
    flags: '--one-tap-position <position>',
    description: `oauth: ${ONE_TAP_POSITIONS.join(', ')} (default embedded)`,
  },
];

const POSITIONS: Record<OneTapPosition, string> = {
  embedded: 'Embedded in the widget (floating where the browser cannot embed it)',
  floating: 'Floating in the page corner',
  forceFloating: 'Always floating',
  embeddedOnly: 'Embedded only (hidden where it cannot be embedded)',
};

function providersProblem(providers: readonly string[]): string | null {
  return providers.length ? null : 'pick at least one provider';
}

/**
 * Whether One Tap can ever show with these products and providers, by the widget's own rule
 * (OAuth the sole product, Google the sole provider), in a browser that can embed it.
 */
export function oneTapCanShow(
  products: readonly Product[],
  providers: readonly OAuthProviderName[],
): boolean {
  const config = {
    products: [...products],
    oauthOptions: { providers: providers.map((type) => ({ type, one_tap: true })) },
  };
  return oneTapPlan(config, false) !== null;
}

export async function askOAuthOptions(
  context: AskContext,
  flags: InitFlags,
  products: readonly Product[],
  /** The options being changed (from init's summary), offered as the defaults. */
  previous?: InitAnswers['oauth'],
): Promise<NonNullable<InitAnswers['oauth']>> {
  const checked: readonly OAuthProviderName[] = previous?.providers ?? ['google'];
  const providers = await answer<OAuthProviderName[]>(context, {
    flag: '--oauth-providers',
    given: flags.oauthProviders,
    default: ['google'],
    parse: (raw) => {
      const parsed = parseNames(String(raw), OAUTH_PROVIDERS, 'OAuth provider');
      if ('problem' in parsed) throw new AnswerError(parsed.problem);
      const problem = providersProblem(parsed.value);
      if (problem) throw new AnswerError(problem);
      return parsed.value;
    },
    ask: (prompter) =>
      prompter.checkbox({
        message: 'Social sign-in: which providers? (buttons read "Continue with …")',
        choices: OAUTH_PROVIDERS.map((value) => ({
          value,
          name: OAUTH_PROVIDER_NAMES[value],
          checked: checked.includes(value),
        })),
        validate: providersProblem,
      }),
  });
  if (!providers.includes('google')) {
    if (flags.oneTap) throw usageError('--one-tap: needs google among the OAuth providers');
    return { providers, oneTap: false };
  }
  // Not asked where it could never show; a flag still sets it, as before.
  if (flags.oneTap === undefined && !oneTapCanShow(products, providers)) {
    return { providers, oneTap: false };
  }
  const oneTap = await answer(context, {
    flag: '--one-tap',
    given: flags.oneTap,
    default: false,
    parse: parseBoolean,
    ask: (prompter) =>
      prompter.confirm({
        message: 'Google One Tap? (the Google account prompt, without a click first)',
        default: previous?.oneTap ?? false,
      }),
  });
  if (!oneTap) return { providers, oneTap };
  const oneTapPosition = await answer<OneTapPosition>(context, {
    flag: '--one-tap-position',
    given: flags.oneTapPosition,
    default: 'embedded',
    parse: (raw) => {
      const found = ONE_TAP_POSITIONS.find((p) => p.toLowerCase() === String(raw).toLowerCase());
      if (!found)
        throw new AnswerError(`expected one of ${ONE_TAP_POSITIONS.join(', ')}, got "${raw}"`);
      return found;
    },
    ask: (prompter) =>
      prompter.select({
        message: 'Where does One Tap show?',
        choices: ONE_TAP_POSITIONS.map((value) => ({ value, name: POSITIONS[value] })),
        default: previous?.oneTapPosition ?? 'embedded',
      }),
  });
  return { providers, oneTap, oneTapPosition };
}
