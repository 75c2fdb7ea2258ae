import type { ConfigFile } from '../../widget/config/schema';
import { mountModeInfos } from '../../widget/modes/infos';
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
 * One page per mount mode the widget ships, holding that mode's embed snippet; the first
 * mode (login) is the front page. A new mount mode adds scenarios under scenarios/ only.
 */
export const mountPages: readonly MountPage[] = mountModeInfos.map((mode, index) => ({
  mountMode: mode.id,
  path: index === 0 ? '/' : `/${mode.id}`,
  html: (config) => snippetPage(config, `stytch-widget smoke: ${mode.id}`, mode),
}));
