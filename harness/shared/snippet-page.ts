import type { ConfigFile } from '../../widget/config/schema';
import type { MountModeInfo } from '../../widget/modes/types';
import { htmlPage } from './page-server';
import { renderSnippet } from './render-snippet';

/** The bundle's URL on the harness page servers (dist/ is served under /static/). */
export const BUNDLE_PATH = '/static/stytch-widget.js';

/**
 * A page holding exactly the HTML snippet a customer would paste for this config, for one
 * mount mode (default: the login mount).
 */
export async function snippetPage(
  config: ConfigFile,
  title = 'stytch-widget',
  mountMode?: MountModeInfo,
): Promise<string> {
  const snippet = await renderSnippet('html', config, {
    bundleUrl: BUNDLE_PATH,
    ...(mountMode ? { mountMode } : {}),
  });
  return htmlPage(title, snippet);
}

/**
 * The page magic links and OAuth land on, exactly as `stytch-widget snippet --format redirect`
 * writes it for this config: it finishes the login, then goes to `afterLoginUrl` (default `/`).
 */
export function redirectSnippetPage(
  config: ConfigFile,
  options: { afterLoginUrl?: string } = {},
): Promise<string> {
  return renderSnippet('redirect', config, { bundleUrl: BUNDLE_PATH, ...options });
}
