import type { AskContext } from '../prompts/ask';
import type { Framework } from '../prompts/framework';
import type { Prompter } from '../prompts/prompter';
import { askSnippets } from '../prompts/snippets';
import type { InitAnswers } from './answers';
import type { InitFlags } from './flags';
import { type Draft, SECTIONS, type Section } from './sections';
import { withoutFlags } from './without-flags';

export const WRITE = 'write';

/** What each section answered last, so a section that stops applying takes its answers along. */
type Asked = Map<string, string[]>;

async function askSection(
  section: Section,
  context: AskContext,
  flags: InitFlags,
  draft: Draft,
  asked: Asked,
): Promise<void> {
  const previous = { ...draft };
  for (const key of asked.get(section.id) ?? []) delete draft[key as keyof Draft];
  asked.delete(section.id);
  if (section.applies && !section.applies(draft)) return;
  const answers = await section.ask(context, flags, draft, previous);
  Object.assign(draft, answers);
  asked.set(section.id, Object.keys(answers));
}

/**
 * The summary, then "Write these files" or a section to change: that section is asked again
 * (its flags set aside, as the user is changing the answer), then every section that depends
 * on it, in order, so changing the products asks the options of the products now chosen.
 */
async function review(
  prompter: Prompter,
  context: AskContext,
  flags: InitFlags,
  draft: Draft,
  asked: Asked,
): Promise<void> {
  for (;;) {
    const shown = SECTIONS.filter((section) => asked.has(section.id));
    prompter.note(
      ['', 'Your answers:', ...shown.flatMap((s) => s.summary(draft).map((l) => `  ${l}`))].join(
        '\n',
      ),
    );
    const choices = [
      { value: WRITE, name: 'Write these files' },
      ...shown.map((section) => ({ value: section.id, name: `Change: ${section.title}` })),
    ];
    const choice = await prompter.select<string>({
      message: 'Write these files, or change an answer?',
      choices,
      default: WRITE,
      pageSize: choices.length,
    });
    if (choice === WRITE) return;
    const changed = new Set([choice]);
    for (const section of SECTIONS) {
      if (section.id !== choice && !section.dependsOn?.some((id) => changed.has(id))) continue;
      changed.add(section.id);
      await askSection(section, context, withoutFlags(flags, section.flags), draft, asked);
    }
  }
}

/**
 * The questions in order; only those that can matter for the answers so far are asked. On a
 * terminal, a summary follows where any answer can be changed before anything is written.
 */
export async function askAll(
  context: AskContext,
  flags: InitFlags,
): Promise<{ answers: InitAnswers; framework: Framework }> {
  const draft: Draft = {};
  const asked: Asked = new Map();
  for (const section of SECTIONS) await askSection(section, context, flags, draft, asked);
  if (context.prompter) await review(context.prompter, context, flags, draft, asked);
  const products = draft.products ?? [];
  return {
    answers: complete(draft, await askSnippets(flags, products)),
    framework: draft.framework ?? 'html',
  };
}

function complete(draft: Draft, snippets: InitAnswers['snippets']): InitAnswers {
  const { publicToken, products, sessionDurationMinutes, theme, enableShadowDOM, bundle } = draft;
  if (
    bundle === undefined ||
    publicToken === undefined ||
    products === undefined ||
    sessionDurationMinutes === undefined ||
    theme === undefined ||
    enableShadowDOM === undefined
  ) {
    throw new Error('init: a question that every config needs was not asked');
  }
  const { otp, emailMagicLinks, oauth, redirects, passwords, locale, apiUrl } = draft;
  return {
    publicToken,
    products,
    ...(otp ? { otp } : {}),
    ...(emailMagicLinks ? { emailMagicLinks } : {}),
    ...(oauth ? { oauth } : {}),
    ...(redirects ? { redirects } : {}),
    ...(passwords ? { passwords } : {}),
    sessionDurationMinutes,
    theme,
    enableShadowDOM,
    ...(locale ? { locale } : {}),
    ...(apiUrl ? { apiUrl } : {}),
    snippets,
    bundle,
  };
}
