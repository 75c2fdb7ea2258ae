import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { runCli, TOKEN, tempDir } from './run-cli';

// Every `init --yes` example a user can copy (from `init --help` and the README) must write a
// config that `validate` accepts: an example the widget refuses is a broken promise.

/** `npx stytch-widget init --yes …` commands in a text, continuation lines joined. */
function initExamples(text: string): string[][] {
  const joined = text.replace(/\\\n\s*/g, '');
  return [...joined.matchAll(/npx stytch-widget (init --yes[^\n`]*)/g)].map((match) =>
    (match[1] ?? '').trim().split(/\s+/),
  );
}

/** Runs one example in a fresh folder: a real token, and `--dir` pointed inside the folder. */
async function runExample(args: string[]) {
  const dir = await tempDir();
  const adjusted = args.map((arg) => (arg.startsWith('public-token-') ? TOKEN : arg));
  const dirAt = adjusted.indexOf('--dir');
  const target = join(dir, dirAt === -1 ? '.' : (adjusted[dirAt + 1] ?? '.'));
  if (dirAt !== -1) adjusted.splice(dirAt, 2);
  const init = await runCli([...adjusted, '--dir', target]);
  const validate = await runCli(['validate', join(target, 'stytch-widget.config.json')]);
  return { init, validate };
}

describe('init examples', async () => {
  const help = (await runCli(['init', '--help'])).stdout;
  const readme = await readFile(fromPackageRoot('README.md'), 'utf8');
  const examples = [...initExamples(help), ...initExamples(readme)];

  it('finds the examples it checks', () => {
    expect(initExamples(help).length).toBeGreaterThanOrEqual(3);
    expect(initExamples(readme).length).toBeGreaterThanOrEqual(1);
  });

  it.each(examples.map((args) => [args.join(' '), args] as const))('%s', async (_name, args) => {
    const { init, validate } = await runExample(args);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(validate.stderr).toBe('');
    expect(validate.code).toBe(0);
  });
});
