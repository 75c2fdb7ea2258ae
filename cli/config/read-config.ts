import { readJsonFile as readJson } from '../../harness/shared/read-json-file';
import { UserError } from '../../harness/shared/user-error';
import { fromUserError } from '../errors';

export const CONFIG_FILE_NAME = 'stytch-widget.config.json';

/**
 * Reads and parses a config file. An unreadable file or malformed JSON is exit 2 with the
 * file, line and column (`file:3:14: ...`), the format editors and terminals turn into links.
 */
export async function readJsonFile(file: string): Promise<unknown> {
  try {
    return await readJson(file);
  } catch (error) {
    if (error instanceof UserError) throw fromUserError(error);
    throw error;
  }
}
