import { type ConfigFile, formatProblem } from '../../widget/config';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';
import { readJsonFile } from './read-json-file';
import { UserError } from './user-error';

/**
 * Reads and validates a stytch-widget.config.json. A missing or malformed file is a UserError
 * of kind input (malformed JSON with its line and column); a config with problems one of kind
 * refused, naming every problem.
 */
export async function loadConfigFile(path: string): Promise<ConfigFile> {
  const json = await readJsonFile(path);
  const result = validateLoginConfigFile(json);
  if (!result.ok) {
    const lines = result.problems.map((problem) => `  ${formatProblem(problem)}`);
    throw new UserError(`${path} has problems:\n${lines.join('\n')}`, { kind: 'refused' });
  }
  return result.value;
}
