import { describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { AnswerError, answer, parseBoolean } from './ask';
import type { Prompter } from './prompter';

const prompter = { input: async () => 'typed' } as unknown as Prompter;
const question = (given: string | undefined, fallback?: string) => ({
  flag: '--thing',
  expects: '<thing>',
  given,
  ...(fallback !== undefined ? { default: fallback } : {}),
  parse: (raw: string | boolean) => {
    if (raw === 'bad') throw new AnswerError('is bad');
    return `flag:${raw}`;
  },
  ask: (p: Prompter) => p.input({ message: 'Thing?' }),
});

describe('answer: flag, else prompt, else default, else an error naming the flag', () => {
  it('takes the flag first, even on a terminal', async () => {
    expect(await answer({ prompter }, question('x', 'd'))).toBe('flag:x');
  });

  it('asks on a terminal when the flag is missing', async () => {
    expect(await answer({ prompter }, question(undefined, 'd'))).toBe('typed');
  });

  it('takes the default without a terminal', async () => {
    expect(await answer({ prompter: null }, question(undefined, 'd'))).toBe('d');
  });

  it('names the flag of a missing required answer (exit 2)', async () => {
    const error = await answer({ prompter: null }, question(undefined)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(2);
    expect((error as CliError).message).toBe(
      'missing --thing <thing>: required when init runs without a terminal (or with --yes)',
    );
  });

  it('names the flag of a refused value (exit 2)', async () => {
    const error = (await answer({ prompter }, question('bad')).catch(
      (e: unknown) => e,
    )) as CliError;
    expect(error.message).toBe('--thing: is bad');
    expect(error.exitCode).toBe(2);
  });

  it('reads booleans the way people write them', () => {
    expect(parseBoolean(true)).toBe(true);
    expect(parseBoolean('yes')).toBe(true);
    expect(parseBoolean('OFF')).toBe(false);
    expect(() => parseBoolean('maybe')).toThrow('expected yes or no, got "maybe"');
  });
});
