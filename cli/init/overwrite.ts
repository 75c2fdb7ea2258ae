import { basename } from 'node:path';
import { CliError, EXIT } from '../errors';
import type { AskContext } from '../prompts/ask';

/** Never overwrite without asking (or --force): resolves when allowed, throws when not. */
export async function allowOverwrite(
  context: AskContext,
  existing: readonly string[],
  force: boolean | undefined,
): Promise<void> {
  if (existing.length === 0 || force) return;
  const names = existing.map((file) => basename(file)).join(', ');
  const verb = existing.length === 1 ? 'exists' : 'exist';
  if (!context.prompter) {
    throw new CliError(
      `${names} already ${verb} in ${existing[0] ? existing[0].slice(0, -basename(existing[0]).length) : '.'}; add --force to overwrite (nothing was written)`,
      EXIT.problems,
    );
  }
  const ok = await context.prompter.confirm({
    message: `${names} already ${verb}. Overwrite?`,
    default: false,
  });
  if (!ok) throw new CliError(`Kept ${names}; nothing was written.`, EXIT.problems);
}
