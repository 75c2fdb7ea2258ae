import type { SnippetFormat } from '../../harness/shared/snippet-formats';
import type { Product } from '../../widget/config/constants';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, answer } from './ask';
import { parseNames } from './checks';

/** What `--snippets` names: the login snippet's forms and the redirect page. */
export const SNIPPET_CHOICES = [
  'html',
  'react',
  'redirect',
] as const satisfies readonly SnippetFormat[];
type SnippetChoice = (typeof SNIPPET_CHOICES)[number];

export const SNIPPET_FLAGS: FlagSpec[] = [
  {
    flags: '--snippets <list>',
    description:
      'snippet files to write: html, react, redirect (default html,react, plus redirect with emailMagicLinks or oauth); with passwords, html and react also write the reset page in that form, and with passkeys the passkey registration page',
  },
];

// The reset and passkey pages are not choices of their own: they follow the login snippet's forms.
const hint = (item: string) =>
  /^reset/i.test(item)
    ? 'with passwords, html and react also write the reset page in that form'
    : /^passkey/i.test(item)
      ? 'with passkeys, html and react also write the passkey registration page in that form'
      : undefined;

/**
 * Which snippet files to write. A flag with a default, not a question: the default fits. With
 * passwords, each form of the login snippet brings the same form of the reset page.
 */
export async function askSnippets(
  flags: InitFlags,
  products: readonly Product[],
): Promise<SnippetFormat[]> {
  const redirect = products.includes('emailMagicLinks') || products.includes('oauth');
  const fallback: SnippetChoice[] = redirect ? ['html', 'react', 'redirect'] : ['html', 'react'];
  const chosen = await answer(
    { prompter: null },
    {
      flag: '--snippets',
      given: flags.snippets,
      default: fallback,
      parse: (raw) => {
        const parsed = parseNames(String(raw), SNIPPET_CHOICES, 'snippet format', hint);
        if ('problem' in parsed) throw new AnswerError(parsed.problem);
        return parsed.value;
      },
      ask: async () => fallback,
    },
  );
  // Each mount-mode page a product brings, in the forms of the login snippet.
  const pages: [Product, SnippetFormat, SnippetFormat][] = [
    ['passwords', 'reset-html', 'reset-react'],
    ['passkeys', 'passkeys-html', 'passkeys-react'],
  ];
  const extra = pages
    .filter(([product]) => products.includes(product))
    .flatMap(([, html, react]) => [
      ...(chosen.includes('html') ? [html] : []),
      ...(chosen.includes('react') ? [react] : []),
    ]);
  return [...chosen, ...extra];
}
