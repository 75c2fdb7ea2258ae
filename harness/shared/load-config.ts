import { readFile } from 'node:fs/promises';
import { type ConfigFile, formatProblem } from '../../widget/config';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';

/** Reads and validates a stytch-widget.config.json; every problem is named in the error. */
export async function loadConfigFile(path: string): Promise<ConfigFile> {
  const text = await readFile(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const result = validateLoginConfigFile(json);
  if (!result.ok) {
    const lines = result.problems.map((problem) => `  ${formatProblem(problem)}`);
    throw new Error(`${path} has problems:\n${lines.join('\n')}`);
  }
  return result.value;
}
