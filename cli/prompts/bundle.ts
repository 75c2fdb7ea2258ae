import { defaultBundleUrl } from '../../harness/shared/snippet-formats';
import { version } from '../../package.json';
import { checkBundleUrl } from '../commands/snippet';
import { usageError } from '../errors';
import type { FlagSpec, InitFlags } from '../init/flags';
import { LOCAL_BUNDLE_URL } from '../init/public-folder';
import { AnswerError, type AskContext, answer } from './ask';
import type { Framework } from './framework';

/**
 * Where the page loads the widget from: a copy inside the project (init copies the bundle into
 * its public folder), the published bundle on the CDN, or an address of your own.
 */
export type BundleAnswer = { where: 'local'; url: string } | { where: 'url'; url: string };

type Where = 'local' | 'cdn' | 'url';

export const BUNDLE_FLAGS: FlagSpec[] = [
  {
    flags: '--bundle <where>',
    description: `where the page loads the widget from: local (a copy in the project's public folder, served at ${LOCAL_BUNDLE_URL}; the default with a test API on this machine), cdn (the published bundle on unpkg; the default otherwise) or a URL`,
  },
  { flags: '--bundle-url <url>', description: 'the same as --bundle <url>' },
];

/** An API on this machine (the local test API): the page then works offline with a copy. */
export function isLocalApi(apiUrl: string | undefined): boolean {
  if (!apiUrl) return false;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(apiUrl).hostname);
  } catch {
    return false;
  }
}

function bundleAnswer(where: Where, url?: string): BundleAnswer {
  if (where === 'local') return { where, url: LOCAL_BUNDLE_URL };
  return { where: 'url', url: url ?? defaultBundleUrl(version) };
}

function parseWhere(raw: string | boolean, flag: string): BundleAnswer {
  const value = String(raw).trim();
  // `--bundle-url` (the older flag) takes an address only.
  if (flag === '--bundle' && /^(?:local|cdn)$/i.test(value)) {
    return bundleAnswer(value.toLowerCase() as Where);
  }
  const problem = urlProblem(value);
  if (problem) {
    throw new AnswerError(
      `expected ${flag === '--bundle' ? 'local, cdn, or ' : ''}${problem}, got "${value}"`,
    );
  }
  return bundleAnswer('url', value);
}

/** The reason a typed address is refused, or null. */
function urlProblem(value: string): string | null {
  try {
    checkBundleUrl(value.trim());
    return null;
  } catch {
    return 'an http(s) URL or a path starting with "/", "./" or "../"';
  }
}

/**
 * Where the snippets load the bundle from. The default is the copy when the widget talks to a
 * test API on this machine (so the first run works offline), else the CDN. Only snippets load
 * it by URL: with an app framework (`--framework next|vite`) nothing is asked.
 */
export async function askBundle(
  context: AskContext,
  flags: InitFlags,
  apiUrl: string | undefined,
  framework: Framework = 'html',
): Promise<BundleAnswer> {
  if (flags.bundle !== undefined && flags.bundleUrl !== undefined) {
    throw usageError('--bundle and --bundle-url say the same thing; give one');
  }
  const fallback: Where = isLocalApi(apiUrl) ? 'local' : 'cdn';
  const app = framework !== 'html';
  const flag = flags.bundleUrl !== undefined ? '--bundle-url' : '--bundle';
  return answer<BundleAnswer>(app ? { prompter: null } : context, {
    flag,
    given: flags.bundle ?? flags.bundleUrl,
    default: bundleAnswer(fallback),
    parse: (raw) => parseWhere(raw, flag),
    ask: async (prompter) => {
      const where = await prompter.select<Where>({
        message: 'Where will your page load the widget from?',
        choices: [
          {
            value: 'local',
            name: `A copy inside this project (its public folder, served at ${LOCAL_BUNDLE_URL}; works offline)`,
          },
          { value: 'cdn', name: `The published bundle on unpkg (${defaultBundleUrl(version)})` },
          { value: 'url', name: 'Another address (your own server or CDN)' },
        ],
        default: fallback,
      });
      if (where !== 'url') return bundleAnswer(where);
      const url = await prompter.input({
        message: 'URL of stytch-widget.js (its chunks/ folder beside it)',
        validate: urlProblem,
      });
      return bundleAnswer('url', url.trim());
    },
  });
}
