import { isTestToken } from '../../widget/config/public-token';
import { usageError } from '../errors';
import type { FlagSpec, InitFlags } from '../init/flags';
import { type AskContext, answer, parseWith } from './ask';
import { urlProblem } from './checks';

// What `stytch-widget test-api` prints by default (it listens on loopback only).
export const LOCAL_API_URL = 'http://127.0.0.1:4010';

export const API_FLAGS: FlagSpec[] = [
  {
    flags: '--api-url <url>',
    description: `use this API, e.g. the local test API (${LOCAL_API_URL}; \`stytch-widget test-api\`)`,
  },
  { flags: '--stytch-api', description: "use Stytch's own servers (the default for a live token)" },
];

type Choice = 'local' | 'stytch';

/** The API the widget talks to: a URL (the local test API) or undefined (Stytch's servers). */
export async function askApiUrl(
  context: AskContext,
  flags: InitFlags,
  publicToken: string,
): Promise<string | undefined> {
  if (flags.apiUrl !== undefined && flags.stytchApi) {
    throw usageError('--api-url and --stytch-api contradict each other; give one');
  }
  // The local test API refuses live tokens, so a live token defaults to Stytch.
  const fallback: Choice = isTestToken(publicToken) ? 'local' : 'stytch';
  const choice = await answer<Choice>(context, {
    flag: '--api-url',
    given: flags.stytchApi ? 'stytch' : flags.apiUrl === undefined ? undefined : 'local',
    default: fallback,
    parse: (raw) => raw as Choice,
    ask: (prompter) =>
      prompter.select<Choice>({
        message: 'Which API should the widget talk to?',
        choices: [
          {
            value: 'local',
            name: `The local test API (offline; \`stytch-widget test-api\`, ${LOCAL_API_URL})`,
          },
          { value: 'stytch', name: "Stytch's servers (test or live, as the token says)" },
        ],
        default: fallback,
      }),
  });
  if (choice === 'stytch') return undefined;
  return answer(context, {
    flag: '--api-url',
    given: flags.apiUrl,
    default: LOCAL_API_URL,
    parse: parseWith((raw) => raw.trim().replace(/\/+$/, ''), urlProblem),
    ask: async (prompter) =>
      (
        await prompter.input({
          message: 'URL of the test API',
          default: LOCAL_API_URL,
          validate: (value) => urlProblem(value.trim()),
        })
      )
        .trim()
        .replace(/\/+$/, ''),
  });
}
