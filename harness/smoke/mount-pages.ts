import type { ConfigFile } from '../../widget/config/schema';
import { snippetPage } from '../shared/snippet-page';

/** A page of the smoke run: the embed snippet of one mount mode, for the config under test. */
export interface MountPage {
  /** The mount mode's id (widget/modes), which scenarios name in `mountMode`. */
  mountMode: string;
  /** Where the page server serves it. */
  path: string;
  html(config: ConfigFile): Promise<string>;
}

/**
 * One page per mount mode the smoke run drives. A new mount mode adds its line here and its
 * scenarios under scenarios/; the runner picks both up.
 */
export const mountPages: readonly MountPage[] = [
  { mountMode: 'login', path: '/', html: (config) => snippetPage(config, 'stytch-widget smoke') },
];
