import type { InitAnswers } from '../init/answers';
import type { FlagSpec, InitFlags } from '../init/flags';
import { type AskContext, answer, parseWith } from './ask';
import { urlProblem } from './checks';

// Magic links and OAuth both return to a redirect page (init writes one: stytch-redirect.html),
// so one pair of URLs serves both products. The default is where `stytch-widget dev` serves it.
export const DEFAULT_REDIRECT_URL = 'http://localhost:3000/authenticate';

export const REDIRECT_FLAGS: FlagSpec[] = [
  {
    flags: '--login-redirect-url <url>',
    description: `emailMagicLinks/oauth: where logins return (default ${DEFAULT_REDIRECT_URL})`,
  },
  {
    flags: '--signup-redirect-url <url>',
    description: 'emailMagicLinks/oauth: where sign-ups return (default the login URL)',
  },
];

const trim = (raw: string) => raw.trim();

/** `previous`: the URLs being changed (from init's summary), offered as the defaults. */
export async function askRedirects(
  context: AskContext,
  flags: InitFlags,
  previous?: InitAnswers['redirects'],
): Promise<NonNullable<InitAnswers['redirects']>> {
  const loginDefault = previous?.login ?? DEFAULT_REDIRECT_URL;
  const login = await answer(context, {
    flag: '--login-redirect-url',
    given: flags.loginRedirectUrl,
    default: loginDefault,
    parse: parseWith(trim, urlProblem),
    ask: async (prompter) =>
      trim(
        await prompter.input({
          message: 'Redirect URL for logins (the page that finishes magic-link and OAuth logins)',
          default: loginDefault,
          validate: (value) => urlProblem(value.trim()),
        }),
      ),
  });
  const signup = await answer(context, {
    flag: '--signup-redirect-url',
    given: flags.signupRedirectUrl,
    default: previous?.signup ?? login,
    parse: parseWith(trim, urlProblem),
    ask: async (prompter) =>
      trim(
        await prompter.input({
          message: 'Redirect URL for sign-ups',
          default: previous?.signup ?? login,
          validate: (value) => urlProblem(value.trim()),
        }),
      ),
  });
  return { login, signup };
}
