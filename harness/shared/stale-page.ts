import type { ConfigFile } from '../../widget/config/schema';
import { type LiteralValue, NOT_LITERAL, readPageMount } from './page-mount-options';
import { mountOptionsFromConfig } from './render-snippet';
import { defaultElementId, type SnippetFormat } from './snippet-formats';

// Whether a page's embed snippet still says what the config says: the page is what ships, and a
// value fixed in the config but not in the page (or the other way round) is a login that fails
// for customers while every check of the config passes.

export interface PageDifference {
  /** The key as the config file spells it: `otpOptions.expirationMinutes`, `publicToken`. */
  key: string;
  page: string;
  config: string;
}

export type PageCheck =
  | { kind: 'no-snippet' }
  | {
      kind: 'checked';
      differences: PageDifference[];
      bundleUrl: string | undefined;
      elementId: string;
    };

const shown = (value: LiteralValue | undefined): string =>
  value === undefined ? '(not set)' : JSON.stringify(value);

/**
 * The page's value without what the customer wrote as code (a callback, a variable): nothing to
 * compare there, and an object left empty by it is as if not set.
 */
function dataOnly(value: LiteralValue | undefined): LiteralValue | undefined {
  if (value === NOT_LITERAL) return undefined;
  if (Array.isArray(value)) return value.map((item) => dataOnly(item) ?? null);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const kept = dataOnly(item);
    return kept === undefined ? [] : [[key, kept] as const];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function differences(
  page: LiteralValue | undefined,
  config: LiteralValue | undefined,
  key: string,
  out: PageDifference[],
): void {
  const isObject = (value: LiteralValue | undefined): value is { [key: string]: LiteralValue } =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(page) && isObject(config)) {
    for (const name of new Set([...Object.keys(config), ...Object.keys(page)])) {
      differences(page[name], config[name], key ? `${key}.${name}` : name, out);
    }
    return;
  }
  if (JSON.stringify(page) !== JSON.stringify(config)) {
    out.push({ key, page: shown(page), config: shown(config) });
  }
}

/** The page's snippet against the config, key by key, in the config file's terms. */
export function checkPageAgainstConfig(html: string, config: ConfigFile): PageCheck {
  const mount = readPageMount(html);
  if (!mount) return { kind: 'no-snippet' };
  const selector = typeof mount.options.elementId === 'string' ? mount.options.elementId : '';
  const elementId = selector.replace(/^#/, '');
  // What `snippet` would write for this config, as plain data.
  const expected = JSON.parse(JSON.stringify(mountOptionsFromConfig(config, elementId))) as {
    [key: string]: LiteralValue;
  };
  const { elementId: _page, config: pageConfig, ...pageRest } = mount.options;
  const { elementId: _config, config: widgetConfig, ...configRest } = expected;
  const out: PageDifference[] = [];
  // The widget config's keys sit at the top of the config file, beside publicToken and the rest.
  differences(
    dataOnly({ ...(pageConfig as object), ...pageRest }),
    { ...(widgetConfig as object), ...configRest },
    '',
    out,
  );
  return { kind: 'checked', differences: out, bundleUrl: mount.bundleUrl, elementId };
}

/** The command that writes the page again from the config, keeping its bundle and element. */
export function regenerateCommand(
  format: SnippetFormat,
  file: string,
  check: Extract<PageCheck, { kind: 'checked' }>,
  modeId: string,
  configFile?: string,
): string {
  const flags = [
    `--format ${format}`,
    ...(configFile ? [`--config ${configFile}`] : []),
    ...(check.bundleUrl ? [`--bundle-url ${check.bundleUrl}`] : []),
    ...(check.elementId && check.elementId !== defaultElementId(modeId)
      ? [`--element-id ${check.elementId}`]
      : []),
  ];
  return `npx stytch-widget snippet ${flags.join(' ')} > ${file}`;
}

/** One page file checked against the config: what is wrong (empty when it matches) and the fix. */
export interface PageVerdict {
  file: string;
  /** The lines that say what differs; empty when the page matches the config. */
  problems: string[];
  /** The command that writes the page again (set when `problems` is not empty). */
  fix?: string;
}

/** Each embed page against the config, as `smoke` and `doctor` report it. */
export function pageVerdict(
  page: { file: string; format: SnippetFormat; mountMode: string },
  html: string,
  config: ConfigFile,
  configName: string,
): PageVerdict {
  const check = checkPageAgainstConfig(html, config);
  if (check.kind === 'no-snippet') {
    return {
      file: page.file,
      problems: [
        `${page.file} holds no stytch-widget snippet (no data-stytch-widget block, nor a module script passing options to the bundle).`,
      ],
      fix: `npx stytch-widget snippet --format ${page.format} > ${page.file}`,
    };
  }
  if (!check.differences.length) return { file: page.file, problems: [] };
  const configFlag = configName === 'stytch-widget.config.json' ? undefined : configName;
  return {
    file: page.file,
    problems: [
      `${page.file} does not match ${configName}:`,
      ...check.differences.map((d) => `  ${d.key}: page ${d.page}, config ${d.config}`),
    ],
    fix: regenerateCommand(page.format, page.file, check, page.mountMode, configFlag),
  };
}
