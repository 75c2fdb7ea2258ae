import type { ReadConfig, Target } from './config-source';

// The side panel's state line: facts that must always be true, each one sentence (routing's
// is in route-notice.ts). The panel recomputes them whenever what they say changes (a poll of
// the test API, a mount, an edit of the config).

/** What the last look at the test API found. */
export type ApiHealth = 'checking' | 'answering' | 'refusing' | 'down';

export function apiLine(target: Target, health: ApiHealth): string {
  if (target.kind === 'stytch') return "Target: Stytch's servers (not checked from here).";
  const url = target.apiUrl;
  switch (health) {
    case 'checking':
      return `Test API: checking ${url}…`;
    case 'answering':
      return `Test API: answering at ${url}.`;
    case 'refusing':
      return `Test API: answering at ${url}, but refusing this extension's origin: run \`stytch-widget dev\`, which allows it.`;
    case 'down':
      return `Test API: not answering at ${url}. Is \`stytch-widget dev\` (or \`test-api\`) running?`;
  }
}

/** Where the widget is: the selector it is mounted into, 'floating', or null. */
export function widgetLine(where: string | null, apiDown: boolean): string {
  if (where === null) return 'Widget: not mounted.';
  const mounted = where === 'floating' ? 'mounted in a floating panel' : `mounted into ${where}`;
  return apiDown
    ? `Widget: ${mounted}, but its calls fail while the test API is down.`
    : `Widget: ${mounted}.`;
}

export function configLine(text: string, read: ReadConfig): string {
  if (text.trim() === '') {
    return 'Config: none yet: paste one, load a file, or fetch it from `stytch-widget dev`.';
  }
  if (read.ok) return 'Config: valid.';
  const count = read.problems.length;
  return `Config: ${count} ${count === 1 ? 'problem' : 'problems'}, listed under the config.`;
}
