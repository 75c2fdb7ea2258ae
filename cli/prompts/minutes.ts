import { type AskContext, answer, parseWith } from './ask';
import { minutesProblem, toMinutes } from './checks';

/** A "how many minutes" question: flag, prompt and default. */
export function askMinutes(
  context: AskContext,
  flag: string,
  given: string | undefined,
  message: string,
  fallback: number,
): Promise<number> {
  return answer(context, {
    flag,
    given,
    default: fallback,
    parse: parseWith(toMinutes, minutesProblem),
    ask: async (prompter) =>
      toMinutes(
        await prompter.input({
          message,
          default: String(fallback),
          validate: (value) => minutesProblem(toMinutes(value)),
        }),
      ),
  });
}
