// What `init` needs from a terminal UI. The real one wraps @inquirer/prompts (loaded only for
// interactive runs); tests drive it through injected streams.

export interface Choice<T extends string> {
  value: T;
  name: string;
  description?: string;
  checked?: boolean;
  /** `true`, or the reason shown next to a choice that cannot be picked. */
  disabled?: boolean | string;
}

/** A validator returns the reason an answer is refused, or null to accept it. */
export type Check<T> = (value: T) => string | null;

export interface Prompter {
  input(question: { message: string; default?: string; validate?: Check<string> }): Promise<string>;
  confirm(question: { message: string; default: boolean }): Promise<boolean>;
  select<T extends string>(question: {
    message: string;
    choices: readonly Choice<T>[];
    default?: T;
    /** Rows shown at once; default 7 (the rest scroll). */
    pageSize?: number;
  }): Promise<T>;
  checkbox<T extends string>(question: {
    message: string;
    choices: readonly Choice<T>[];
    validate?: Check<readonly T[]>;
  }): Promise<T[]>;
  /** A line of information between questions (a hint, a rule, a warning). */
  note(text: string): void;
}
