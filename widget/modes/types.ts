import type { ComponentType } from 'react';
import type { CommonMountOptions, MountOptions } from '../app/types';
import type { WidgetConfig } from '../config/schema';
import type { ModeRules } from '../config/validate';
import type { ScreenId } from '../flow/screens';
import type { FormState } from '../flow/state';

/**
 * What a mount mode is, without its UI: the CLI and the harness read this part, so it stays
 * free of components.
 */
export interface MountModeInfo {
  /** Stable id; smoke scenarios name the mode they test by it. */
  id: string;
  /** The function on `window.StytchWidget` and the ES module export, e.g. `mountLogin`. */
  functionName: string;
  /** The component exported by `stytch-widget/react`, e.g. `StytchLogin`. */
  componentName: string;
  /** The screen the mode opens on. */
  startScreen: ScreenId;
  /** Config rules this mode adds to the schema's (shown as screen text, reported by validate). */
  rules: ModeRules;
  /** Provider events logged once per mount, when the client's bootstrap has settled. */
  readyEvents: readonly string[];
  /** Embed snippets for this mode, as files in templates/. */
  snippetTemplates: { html: string; react: string };
  /** The config used when a mount is given none; without it, `config` is required. */
  defaultConfig?: WidgetConfig;
}

/**
 * A mount mode: its description plus the screens it owns beyond the products' screens. `O`
 * is what its mount function takes: the common options plus any of the mode's own.
 */
export interface MountMode<O extends CommonMountOptions = MountOptions> extends MountModeInfo {
  screens: ScreenTable;
  /**
   * Reads the mode's own options (and the page, if it must) into the form state the flow
   * starts with; called once per mount, before the first render.
   */
  initialForm?(options: O): Partial<FormState>;
}

/** Screen id → component, for the screens a mode or a product owns. */
export type ScreenTable = Readonly<Partial<Record<ScreenId, ComponentType>>>;
