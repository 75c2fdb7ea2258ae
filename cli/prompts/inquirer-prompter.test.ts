import { describe, expect, it } from 'vitest';
import { inquirerPrompter } from './inquirer-prompter';

// init's notes (hints, rules, warnings between questions) on a terminal: wrapped at word
// boundaries to its width, never left to the terminal, which breaks words.

const HINT =
  'Hard to read: styles.colors.primary #8AB4F8 on the default #FFFFFF: 2.11:1, below WCAG AA (4.5:1) for text.';

function terminal(columns?: number) {
  const written: string[] = [];
  return {
    written,
    stream: { write: (chunk: string) => written.push(chunk), isTTY: true, columns },
  };
}

describe('inquirerPrompter notes', () => {
  it('wrap at word boundaries within the terminal width', () => {
    const { written, stream } = terminal(40);
    inquirerPrompter({ notes: stream }).note(HINT);
    const lines = (written.join('') ?? '').trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThan(40);
    // No word was cut: the words are the same, in order.
    expect(lines.join(' ').split(/\s+/)).toEqual(HINT.split(/\s+/));
  });

  it('are written as they are where the width is unknown (a pipe)', () => {
    const { written, stream } = terminal(undefined);
    inquirerPrompter({ notes: stream }).note(HINT);
    expect(written).toEqual([`${HINT}\n`]);
  });
});
