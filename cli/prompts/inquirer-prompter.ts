import { checkbox, confirm, input, select } from '@inquirer/prompts';
import wrapAnsi from 'wrap-ansi';
import type { OutputStream } from '../io';
import type { Prompter } from './prompter';

export interface InquirerStreams {
  input?: NodeJS.ReadableStream;
  /** One stream for every prompt, or a factory called per prompt. */
  output?: NodeJS.WritableStream | (() => NodeJS.WritableStream);
  /** Where notes go; default the prompt output. */
  notes?: OutputStream;
  /** Told about every prompt as it starts (lets a test screen follow the flow). */
  onPrompt?: (prompt: Promise<unknown>) => void;
}

/** The interactive prompter: @inquirer/prompts on the given streams (default the terminal). */
export function inquirerPrompter(streams?: InquirerStreams): Prompter {
  const context = () => {
    const output = typeof streams?.output === 'function' ? streams.output() : streams?.output;
    return {
      ...(streams?.input ? { input: streams.input } : {}),
      ...(output ? { output } : {}),
    };
  };
  const track = <T>(prompt: Promise<T>): Promise<T> => {
    streams?.onPrompt?.(prompt);
    return prompt;
  };
  const notes: OutputStream =
    streams?.notes ??
    (streams?.output && typeof streams.output !== 'function' ? streams.output : process.stdout);
  return {
    input: (q) =>
      track(
        input(
          {
            message: q.message,
            ...(q.default !== undefined ? { default: q.default } : {}),
            ...(q.validate ? { validate: (value: string) => q.validate?.(value) ?? true } : {}),
          },
          context(),
        ),
      ),
    confirm: (q) => track(confirm({ message: q.message, default: q.default }, context())),
    select: (q) =>
      track(
        select(
          {
            message: q.message,
            choices: q.choices.map((c) => ({ ...c })),
            ...(q.default !== undefined ? { default: q.default } : {}),
            ...(q.pageSize !== undefined ? { pageSize: q.pageSize } : {}),
          },
          context(),
        ),
      ),
    checkbox: (q) =>
      track(
        checkbox(
          {
            message: q.message,
            choices: q.choices.map((c) => ({ ...c })),
            ...(q.validate
              ? { validate: (picked) => q.validate?.(picked.map((c) => c.value)) ?? true }
              : {}),
          },
          context(),
        ),
      ),
    note: (text) => {
      // Wrapped at word boundaries to the terminal's width: a terminal left to wrap a long
      // hint breaks it mid-word.
      const columns = notes.columns;
      const shown = columns && columns > 20 ? wrapAnsi(text, columns - 1, { hard: false }) : text;
      notes.write(`${shown}\n`);
    },
  };
}
