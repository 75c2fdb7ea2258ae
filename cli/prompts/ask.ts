import { usageError } from '../errors';
import type { Prompter } from './prompter';

/**
 * Every init question resolves the same way: the flag if given
 * (checked as strictly as a typed answer), else the prompt on a terminal, else the default;
 * a required question with neither is an error that names its flag.
 */
export interface AskContext {
  /** Null when not interactive (no TTY, or `--yes`). */
  prompter: Prompter | null;
}

export interface Question<T> {
  /** The flag that answers it, as shown in errors: `--otp-methods`. */
  flag: string;
  /** The flag's raw value; undefined when not given. */
  given: string | boolean | undefined;
  /** Turns the flag's value into an answer; throws AnswerError with the reason it is refused. */
  parse(raw: string | boolean): T;
  /** Undefined makes the question required. */
  default?: T;
  ask(prompter: Prompter): Promise<T>;
  /** What the flag expects, for the "missing" error: `<token>` etc. */
  expects?: string;
}

export class AnswerError extends Error {}

export async function answer<T>(context: AskContext, question: Question<T>): Promise<T> {
  if (question.given !== undefined) {
    try {
      return question.parse(question.given);
    } catch (error) {
      if (error instanceof AnswerError) throw usageError(`${question.flag}: ${error.message}`);
      throw error;
    }
  }
  if (context.prompter) return question.ask(context.prompter);
  if (question.default !== undefined) return question.default;
  throw usageError(
    `missing ${question.flag}${question.expects ? ` ${question.expects}` : ''}: required when init runs without a terminal (or with --yes)`,
  );
}

/** Adapts a `string | null` check to a parser that throws AnswerError. */
export function parseWith<T>(convert: (raw: string) => T, check: (value: T) => string | null) {
  return (raw: string | boolean): T => {
    if (typeof raw !== 'string') throw new AnswerError('expects a value');
    const value = convert(raw);
    const problem = check(value);
    if (problem) throw new AnswerError(problem);
    return value;
  };
}

export function parseBoolean(raw: string | boolean): boolean {
  if (typeof raw === 'boolean') return raw;
  if (/^(?:true|yes|on|1)$/i.test(raw)) return true;
  if (/^(?:false|no|off|0)$/i.test(raw)) return false;
  throw new AnswerError(`expected yes or no, got "${raw}"`);
}
