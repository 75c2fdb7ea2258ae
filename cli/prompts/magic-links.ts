import { MAGIC_LINK_EXPIRATION_MINUTES } from '../../widget/config/api-limits';
import { MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT } from '../../widget/config/constants';
import type { InitAnswers } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import type { AskContext } from './ask';
import { askMinutes } from './minutes';

export const MAGIC_LINK_FLAGS: FlagSpec[] = [
  {
    flags: '--eml-login-expiration <minutes>',
    description: `emailMagicLinks: login link lifetime (default ${MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT})`,
  },
  {
    flags: '--eml-signup-expiration <minutes>',
    description: `emailMagicLinks: sign-up link lifetime (default ${MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT})`,
  },
];

/** `previous`: the options being changed (from init's summary), offered as the defaults. */
export async function askMagicLinkOptions(
  context: AskContext,
  flags: InitFlags,
  previous?: InitAnswers['emailMagicLinks'],
): Promise<NonNullable<InitAnswers['emailMagicLinks']>> {
  const loginExpirationMinutes = await askMinutes(
    context,
    '--eml-login-expiration',
    flags.emlLoginExpiration,
    'Magic links: minutes before a login link expires',
    previous?.loginExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT,
    MAGIC_LINK_EXPIRATION_MINUTES,
  );
  const signupExpirationMinutes = await askMinutes(
    context,
    '--eml-signup-expiration',
    flags.emlSignupExpiration,
    'Magic links: minutes before a sign-up link expires',
    previous?.signupExpirationMinutes ?? MAGIC_LINK_EXPIRATION_MINUTES_DEFAULT,
    MAGIC_LINK_EXPIRATION_MINUTES,
  );
  return { loginExpirationMinutes, signupExpirationMinutes };
}
