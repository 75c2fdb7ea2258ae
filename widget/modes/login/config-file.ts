import type { ConfigFile } from '../../config/schema';
import { type Validation, validateConfigFile } from '../../config/validate';
import { loginModeInfo } from './info';

/**
 * Checks a `stytch-widget.config.json`. The file configures the login mount (its snippets
 * mount it), so it gets that mount's rules: `validate` passes exactly what the login widget
 * mounts without a configuration error.
 */
export function validateLoginConfigFile(input: unknown): Validation<ConfigFile> {
  return validateConfigFile(input, loginModeInfo.rules);
}
