import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { servedPageFiles } from '../../harness/shared/served-pages';
import { pageVerdict } from '../../harness/shared/stale-page';
import type { ConfigFile } from '../../widget/config/schema';
import type { Finding } from './types';

/**
 * The embed pages `init` wrote beside the config, each against the config: a page whose snippet
 * says otherwise ships a login the config's checks never see (an error, with the keys and the
 * command that writes the page again).
 */
export async function checkPages(configFile: string, config: ConfigFile): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const page of servedPageFiles(dirname(configFile))) {
    const verdict = pageVerdict(
      page,
      await readFile(page.path, 'utf8'),
      config,
      basename(configFile),
    );
    findings.push(
      verdict.problems.length
        ? {
            check: 'pages',
            level: 'error',
            message: verdict.problems.join('\n'),
            fix: `Write it again from the config: ${verdict.fix}`,
          }
        : { check: 'pages', level: 'ok', message: `${page.file} matches the config` },
    );
  }
  return findings;
}
