import type { MountOptions } from '../../widget/app/types';
import { formatProblem } from '../../widget/config/problems';
import type { ConfigFile } from '../../widget/config/schema';
import { validateLoginConfigFile } from '../../widget/modes/login/config-file';
import { findJsonSyntaxError } from '../shared/json-syntax';

// The config the side panel mounts: read from text (pasted, a file's, or the dev server's) and
// checked by the widget's own schema, with the lines `stytch-widget validate` prints.

export type ReadConfig = { ok: true; config: ConfigFile } | { ok: false; problems: string[] };

/** `source` names where the text came from, as `validate` names the file. */
export function readConfigText(text: string, source: string): ReadConfig {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let input: unknown;
  try {
    input = JSON.parse(body);
  } catch (error) {
    const found = findJsonSyntaxError(body);
    const where = found ? `${found.line}:${found.column}` : '1:1';
    return {
      ok: false,
      problems: [
        `${source}:${where}: malformed JSON: ${found?.message ?? (error as Error).message}`,
      ],
    };
  }
  const result = validateLoginConfigFile(input);
  return result.ok
    ? { ok: true, config: result.value }
    : { ok: false, problems: result.problems.map(formatProblem) };
}

/** Where the widget sends its calls: the local test API, or Stytch's servers (no apiUrl). */
export type Target = { kind: 'test-api'; apiUrl: string } | { kind: 'stytch' };

/** The options `mountLogin` takes for a config, as its embed snippet passes them. */
export function mountOptionsFor(
  config: ConfigFile,
  elementId: string,
  target: Target,
): MountOptions {
  const { $schema: _schema, publicToken, apiUrl: _apiUrl, styles, ...widgetConfig } = config;
  return {
    elementId,
    publicToken,
    ...(target.kind === 'test-api' ? { apiUrl: target.apiUrl } : {}),
    config: widgetConfig,
    ...(styles ? { styles } : {}),
  };
}
