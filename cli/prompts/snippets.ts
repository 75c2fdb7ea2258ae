import { SNIPPET_FORMATS, type SnippetFormat } from '../../harness/snippets/snippet-formats';
import type { Product } from '../../widget/config/constants';
import type { FlagSpec, InitFlags } from '../init/flags';
import { AnswerError, answer } from './ask';
import { parseNames } from './checks';

export const SNIPPET_FLAGS: FlagSpec[] = [
  {
    flags: '--snippets <list>',
    description:
      'snippet files to write: html, react, redirect (default html,react, plus redirect with emailMagicLinks or oauth)',
  },
  {
    flags: '--bundle-url <url>',
    description: 'where the snippets load the widget from (default the published bundle on unpkg)',
  },
];

/** Which snippet files to write. A flag with a default, not a question: the default fits. */
export function askSnippets(
  flags: InitFlags,
  products: readonly Product[],
): Promise<SnippetFormat[]> {
  const redirect = products.includes('emailMagicLinks') || products.includes('oauth');
  const fallback: SnippetFormat[] = redirect ? ['html', 'react', 'redirect'] : ['html', 'react'];
  return answer(
    { prompter: null },
    {
      flag: '--snippets',
      given: flags.snippets,
      default: fallback,
      parse: (raw) => {
        const parsed = parseNames(String(raw), SNIPPET_FORMATS, 'snippet format');
        if ('problem' in parsed) throw new AnswerError(parsed.problem);
        return parsed.value;
      },
      ask: async () => fallback,
    },
  );
}
