import { readFile } from 'node:fs/promises';
import { findJsonSyntaxError } from '../../harness/shared/json-syntax';
import { CliError, EXIT } from '../errors';

export const CONFIG_FILE_NAME = 'stytch-widget.config.json';

/**
 * Reads and parses a config file. An unreadable file or malformed JSON is exit 2 with the
 * file, line and column (`file:3:14: ...`), the format editors and terminals turn into links.
 */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? `no such file; create one with \`stytch-widget init\``
        : code === 'EISDIR'
          ? 'is a folder, not a file'
          : `cannot read it (${code ?? (error as Error).message})`;
    throw new CliError(`${file}: ${reason}`, EXIT.usage);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (error) {
    const found = findJsonSyntaxError(text);
    const where = found ? `${found.line}:${found.column}` : '1:1';
    const message = found?.message ?? (error as Error).message;
    throw new CliError(`${file}:${where}: malformed JSON: ${message}`, EXIT.usage);
  }
}
