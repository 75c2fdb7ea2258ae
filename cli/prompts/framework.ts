import { usageError } from '../errors';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, type AskContext, answer } from './ask';

/** What `init` writes: the embed snippets (plain HTML, today's output) or a whole app. */
export const FRAMEWORKS = ['html', 'next', 'vite'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
/** The frameworks init writes an app for (templates/<framework>/). */
export type AppFramework = Exclude<Framework, 'html'>;

export const FRAMEWORK_NAMES: Record<Framework, string> = {
  html: 'Plain HTML: the config and embed snippets to paste into your pages',
  next: 'A Next.js app (app router): login page, redirect route, built with next build',
  vite: 'A Vite + React app: login page and redirect page, built with vite build',
};

export const FRAMEWORK_FLAGS: FlagSpec[] = [
  {
    flags: '--framework <name>',
    description:
      'what to write: html (the config and embed snippets; the default), next (a Next.js app router app) or vite (a Vite + React app), each with the config filled in',
  },
];

/**
 * Snippets or an app. `--snippets`, `--bundle` and `--bundle-url` are about snippets, so with one of them
 * and no `--framework` the answer is html without asking; with an app framework they are an error.
 */
export async function askFramework(
  context: AskContext,
  flags: InitFlags,
  /** The answer being changed (from init's summary), offered as the default. */
  previous?: Framework,
): Promise<Framework> {
  const snippetFlag =
    flags.snippets !== undefined
      ? '--snippets'
      : flags.bundle !== undefined
        ? '--bundle'
        : flags.bundleUrl !== undefined
          ? '--bundle-url'
          : undefined;
  const framework = await answer<Framework>(snippetFlag ? { prompter: null } : context, {
    flag: '--framework',
    given: flags.framework,
    default: 'html',
    parse: (raw) => {
      const value = String(raw).trim().toLowerCase();
      if (!(FRAMEWORKS as readonly string[]).includes(value)) {
        throw new AnswerError(`expected one of ${FRAMEWORKS.join(', ')}, got "${raw}"`);
      }
      return value as Framework;
    },
    ask: (prompter) =>
      prompter.select<Framework>({
        message: 'What should init write?',
        choices: FRAMEWORKS.map((value) => ({ value, name: FRAMEWORK_NAMES[value] })),
        default: previous ?? 'html',
      }),
  });
  if (framework !== 'html' && snippetFlag) {
    throw usageError(
      `${snippetFlag}: only used with --framework html; the ${framework} app imports the widget from the stytch-widget package`,
    );
  }
  return framework;
}
