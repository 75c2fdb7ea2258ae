import { type MinutesRange, minutesProblem } from '../../widget/config/api-limits';
import { type AskContext, answer, parseWith } from './ask';
import { toMinutes } from './checks';

/**
 * A "how many minutes" question: flag, prompt and default, within what the API accepts for it
 * (`range`, from the widget's api-limits, the same the schema and the test API hold).
 */
export function askMinutes(
  context: AskContext,
  flag: string,
  given: string | undefined,
  message: string,
  fallback: number,
  range: MinutesRange,
): Promise<number> {
  const problem = (value: number) => minutesProblem(value, range);
  return answer(context, {
    flag,
    given,
    default: fallback,
    parse: parseWith(toMinutes, problem),
    ask: async (prompter) =>
      toMinutes(
        await prompter.input({
          message: `${message}, ${range.min} to ${range.max.toLocaleString('en-US')}`,
          default: String(fallback),
          validate: (value) => problem(toMinutes(value)),
        }),
      ),
  });
}
