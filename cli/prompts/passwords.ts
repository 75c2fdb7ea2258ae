import { RESET_PASSWORD_EXPIRATION_MINUTES } from '../../widget/config/api-limits';
import type { InitAnswers } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import { type AskContext, answer, parseWith } from './ask';
import { urlProblem } from './checks';
import { askMinutes } from './minutes';

// The page with the reset form (init writes it: stytch-reset.html). The default is where
// `stytch-widget dev` serves it.
export const DEFAULT_RESET_URL = 'http://localhost:3000/reset-password';
const DEFAULT_RESET_MINUTES = 30;

export const PASSWORD_FLAGS: FlagSpec[] = [
  {
    flags: '--reset-password-redirect-url <url>',
    description: `passwords: the page with the reset form, stytch-reset.html (default ${DEFAULT_RESET_URL})`,
  },
  {
    flags: '--reset-password-expiration <minutes>',
    description: `passwords: reset link lifetime (default ${DEFAULT_RESET_MINUTES})`,
  },
];

/** The strength policy is not the widget's to choose: say where it comes from. */
export const PASSWORD_POLICY_HINT =
  '  Passwords: the strength policy (zxcvbn, or LUDS with a minimum length and complexity) is set in your Stytch dashboard (for the local test API, in its project settings); the widget reads it at start and shows a meter or a checklist to match.';

/** `previous`: the options being changed (from init's summary), offered as the defaults. */
export async function askPasswordOptions(
  context: AskContext,
  flags: InitFlags,
  previous?: InitAnswers['passwords'],
): Promise<NonNullable<InitAnswers['passwords']>> {
  const resetDefault = previous?.resetPasswordRedirectURL ?? DEFAULT_RESET_URL;
  context.prompter?.note(PASSWORD_POLICY_HINT);
  const resetPasswordRedirectURL = await answer(context, {
    flag: '--reset-password-redirect-url',
    given: flags.resetPasswordRedirectUrl,
    default: resetDefault,
    parse: parseWith((raw) => raw.trim(), urlProblem),
    ask: async (prompter) =>
      (
        await prompter.input({
          message: 'Passwords: URL of your reset-password page (init writes it: stytch-reset.html)',
          default: resetDefault,
          validate: (value) => urlProblem(value.trim()),
        })
      ).trim(),
  });
  const resetPasswordExpirationMinutes = await askMinutes(
    context,
    '--reset-password-expiration',
    flags.resetPasswordExpiration,
    'Passwords: minutes before a reset link expires',
    previous?.resetPasswordExpirationMinutes ?? DEFAULT_RESET_MINUTES,
    RESET_PASSWORD_EXPIRATION_MINUTES,
  );
  return { resetPasswordRedirectURL, resetPasswordExpirationMinutes };
}
