import type { ConfigProblem } from '../../config/problems';
import type { WidgetConfig } from '../../config/schema';
import { en } from '../../i18n/en';

// The reset mount's own rule, shown as screen text and reported to onError: it resets
// passwords, so the passwords product must be configured (its options map the reset calls).
export function resetPasswordConfigProblems(config: WidgetConfig): ConfigProblem[] {
  return config.products.includes('passwords')
    ? []
    : [{ path: 'products', message: en['config.resetNeedsPasswords'] }];
}
