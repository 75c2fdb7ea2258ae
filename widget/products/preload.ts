import type { WidgetConfig } from '../config/schema';
import { isLazyComponent } from '../ui/lazy-component';
import type { ProductRegistry } from './types';

/**
 * Starts fetching the lazily loaded screens of the configured products, so that by the time
 * a send succeeds its next screen draws at once (and takes focus) instead of a spinner.
 */
export function preloadProductScreens(config: WidgetConfig, registry: ProductRegistry): void {
  for (const product of config.products) {
    for (const screen of Object.values(registry[product]?.screens ?? {})) {
      if (screen && isLazyComponent(screen)) void screen.preload().catch(() => undefined);
    }
  }
}
