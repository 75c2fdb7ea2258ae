import { dirname, resolve } from 'node:path';
import { formatProblem } from '../../widget/config/problems';
import type { ConfigFile } from '../../widget/config/schema';
import { problemFix } from '../config/problem-fixes';
import { CONFIG_FILE_NAME, readJsonFile } from '../config/read-config';
import { type BundleRef, checkBundles, snippetBundleUrls } from './bundle';
import { checkEnvironment } from './environment';
import { checkPageCsp } from './page-csp';
import { checkPages } from './pages';
import { checkRedirects } from './redirects';
import type { DoctorFetch, Finding } from './types';

export interface DoctorOptions {
  /** The config file; default `stytch-widget.config.json` in `cwd`. */
  file?: string;
  cwd?: string;
  /** A page of the app that shows the widget: its CSP is checked. */
  url?: string;
  /** Bundle URLs to check besides those the snippets next to the config import. */
  bundleUrls?: string[];
  fetch?: DoctorFetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

export interface DoctorResult {
  file: string;
  ok: boolean;
  findings: Finding[];
}

/** Runs every check. Throws CliError (exit 2) when the config cannot be read at all. */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorResult> {
  const file = resolve(options.cwd ?? process.cwd(), options.file ?? CONFIG_FILE_NAME);
  const input = await readJsonFile(file);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetcher: DoctorFetch =
    options.fetch ??
    ((url, init) =>
      fetch(url, { ...init, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) }));
  // Loaded here, not at the top: valibot and the schema are not needed for `--help`.
  const { validateLoginConfigFile } = await import('../../widget/modes/login/config-file');
  const checked = validateLoginConfigFile(input);
  const findings: Finding[] = [];
  const refs: BundleRef[] = [
    ...(options.bundleUrls ?? []).map((url) => ({ url, from: '--bundle-url' })),
    ...(await snippetBundleUrls(dirname(file))),
  ];
  if (!checked.ok) {
    // Same lines as `validate`; the checks that need a valid config wait for it.
    for (const problem of checked.problems) {
      findings.push({
        check: 'config',
        level: 'error',
        message: formatProblem(problem),
        fix:
          problemFix(problem) ?? `Fix it in ${file} (npx stytch-widget validate checks it alone).`,
      });
    }
    findings.push(...(await checkBundles(refs, fetcher, options.url, dirname(file))));
    return { file, ok: false, findings };
  }
  const config: ConfigFile = checked.value;
  findings.push({
    check: 'config',
    level: 'ok',
    message: `${file} is valid (products: ${config.products.join(', ')})`,
  });
  const { themeContrast, contrastLine, contrastFix } = await import('../config/theme-contrast');
  for (const finding of themeContrast(config.styles)) {
    findings.push({
      check: 'contrast',
      level: 'warning',
      message: contrastLine(finding),
      fix: contrastFix(finding),
    });
  }
  findings.push(...checkEnvironment(config, options.url));
  const [redirects, bundles] = await Promise.all([
    checkRedirects(config, fetcher),
    checkBundles(refs, fetcher, options.url, dirname(file)),
  ]);
  findings.push(...redirects, ...bundles, ...(await checkPages(file, config)));
  if (options.url) {
    const resolved = (url: string | undefined) => {
      try {
        return url ? [new URL(url, options.url).href] : [];
      } catch {
        return [];
      }
    };
    const bundleUrls = refs.flatMap((ref) => resolved(ref.url));
    const loaderUrls = [...new Set(refs.flatMap((ref) => resolved(ref.loader)))];
    findings.push(...(await checkPageCsp(options.url, config, bundleUrls, fetcher, loaderUrls)));
  }
  return { file, ok: !findings.some((finding) => finding.level === 'error'), findings };
}
