import type { MountOptions } from '../../../widget/app/types';

// Shared by the dev server and its page, so it holds no Node code.

/** Where the dev page fetches what it mounts. */
export const DEV_CONFIG_PATH = '/dev-config.json';

/**
 * Where the dev server serves the config it mounts (a stytch-widget.config.json, apiUrl set to
 * its test API), readable from other origins: the browser extension fetches it from here.
 */
export const DEV_CONFIG_FILE_PATH = '/stytch-widget.config.json';

/** What the dev server tells its page: the test API, the bundle, and the widget's options. */
export interface DevPageConfig {
  apiUrl: string;
  /** The built standalone bundle, as a pasted snippet would load it. */
  bundleUrl: string;
  /** The mount mode's function on the bundle (its declaration's `functionName`). */
  mountFunction: string;
  /** The options the embed snippet for the config passes to that function. */
  mountOptions: MountOptions;
}
