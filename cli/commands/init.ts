import { join, relative, resolve } from 'node:path';
import { Command, Option } from 'commander';
import { SNIPPET_FILE_NAMES, type SnippetFormat } from '../../harness/shared/snippet-formats';
import { version } from '../../package.json';
import { formatProblem } from '../../widget/config/problems';
import type { ConfigFile } from '../../widget/config/schema';
import { CONFIG_FILE_NAME } from '../config/read-config';
import { CliError, cancelled } from '../errors';
import { offeredFlagGroups } from '../init/flag-groups';
import type { InitFlags } from '../init/flags';
import type { ProjectKind } from '../init/public-folder';
import type { PlannedFile } from '../init/write-files';
import { type Io, paint, processIo, writeLines } from '../io';
import type { AskContext } from '../prompts/ask';
import type { Framework } from '../prompts/framework';
import type { Prompter } from '../prompts/prompter';

export interface InitOptions extends InitFlags {
  /** Resolves `dir` (default the process's cwd). */
  cwd?: string;
  /** Ask on a terminal; default: when stdin is a TTY and `--yes` is not given. */
  interactive?: boolean;
  /** The questions' UI; default @inquirer/prompts on the terminal. */
  prompter?: Prompter;
}

export interface InitResult {
  dir: string;
  config: ConfigFile;
  /** Snippets (`html`) or the app of a framework. */
  framework: Framework;
  /**
   * Absolute paths, config first; an app's files are `app`, with what the file is; the copy of
   * the widget's bundle is one `bundle` entry, its folder.
   */
  written: { path: string; format: SnippetFormat | 'config' | 'app' | 'bundle'; role?: string }[];
  /** What the config still has that the widget would warn about (a theme below WCAG AA). */
  warnings: string[];
}

/**
 * Asks (or reads flags), then writes the config and the snippets, or with `--framework next|vite`
 * the config and an app around it, atomically. Throws CliError.
 */
export async function runInit(options: InitOptions = {}): Promise<InitResult> {
  const dir = resolve(options.cwd ?? process.cwd(), options.dir ?? '.');
  const interactive = !options.yes && (options.interactive ?? Boolean(process.stdin.isTTY));
  // Loaded here so that `--version` and `--help` never load inquirer.
  const [{ askAll }, { buildConfig }, { schemaRefFor }, files, { allowOverwrite }] =
    await Promise.all([
      import('../init/ask-all'),
      import('../init/build-config'),
      import('../init/schema-ref'),
      import('../init/write-files'),
      import('../init/overwrite'),
    ]);
  const prompter = interactive
    ? (options.prompter ?? (await import('../prompts/inquirer-prompter')).inquirerPrompter())
    : null;
  const context: AskContext = { prompter };
  const configPath = join(dir, CONFIG_FILE_NAME);
  try {
    // Asked first, so nobody answers every question only to be refused at the end.
    const existingConfig = files.existingFiles([{ path: configPath, contents: '' }]);
    await allowOverwrite(context, existingConfig, options.force);
    const { answers, framework } = await askAll(context, options);
    const { offerContrastFixes } = await import('../init/contrast-fixes');
    const { config, warnings } = await offerContrastFixes(
      context,
      buildConfig(answers, schemaRefFor(dir)),
    );
    const { validateLoginConfigFile } = await import('../../widget/modes/login/config-file');
    const checked = validateLoginConfigFile(config);
    if (!checked.ok) {
      // The questions enforce every rule; reaching this is a bug in stytch-widget, not in the answers.
      throw new CliError([
        'init produced a config the widget would reject (please report this):',
        ...checked.problems.map(formatProblem),
      ]);
    }
    const planned: PlannedFile[] = [
      { path: configPath, contents: `${JSON.stringify(config, null, 2)}\n` },
    ];
    const written: InitResult['written'] = [{ path: configPath, format: 'config' }];
    // The copy of the bundle is the package's own files: replaced without asking, as an upgrade does.
    const bundleFiles: PlannedFile[] = [];
    if (framework === 'html') {
      const { renderSnippet, snippetProblems } = await import(
        '../../harness/shared/render-snippet'
      );
      const snippetIssues = answers.snippets.flatMap((format) => snippetProblems(format, config));
      if (snippetIssues.length) {
        throw new CliError([
          'init cannot write a snippet this config needs (please report this):',
          ...snippetIssues.map(formatProblem),
        ]);
      }
      for (const format of answers.snippets) {
        const path = join(dir, SNIPPET_FILE_NAMES[format]);
        planned.push({
          path,
          contents: await renderSnippet(format, config, {
            bundleUrl: answers.bundle.url,
            source: `generated from ${CONFIG_FILE_NAME} by \`stytch-widget init\``,
          }),
        });
        written.push({ path, format });
      }
      if (answers.bundle.where === 'local') {
        const [{ publicFolder, LOCAL_BUNDLE_FOLDER }, { bundleCopy }] = await Promise.all([
          import('../init/public-folder'),
          import('../init/bundle-copy'),
        ]);
        const target = publicFolder(dir);
        bundleFiles.push(...bundleCopy(target.dir));
        written.push({
          path: join(target.dir, LOCAL_BUNDLE_FOLDER),
          format: 'bundle',
          role: `the widget (${bundleFiles.length} files of stytch-widget ${version}), at ${answers.bundle.url.replace(/[^/]*$/, '')} ${SERVED_BY[target.kind]}`,
        });
      }
    } else {
      const { appFiles } = await import('../init/framework-app');
      for (const file of appFiles(framework, config.products, dir)) {
        const path = join(dir, file.path);
        planned.push({ path, contents: file.contents });
        written.push({ path, format: 'app', ...(file.role ? { role: file.role } : {}) });
      }
    }
    const existing = files.existingFiles(planned.slice(1));
    await allowOverwrite(context, existing, options.force);
    try {
      files.writeFilesAtomically([...planned, ...bundleFiles]);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new CliError(`cannot write in ${dir} (${reason}); nothing was written`);
    }
    return { dir, config, framework, written, warnings };
  } catch (error) {
    // Ctrl-C inside a prompt: inquirer rejects with ExitPromptError; nothing is written yet.
    if (error instanceof Error && error.name === 'ExitPromptError') throw cancelled();
    throw error;
  }
}

const ROLES: Record<Exclude<InitResult['written'][number]['format'], 'app' | 'bundle'>, string> = {
  config: 'the config (check it with `stytch-widget validate`)',
  html: 'paste into any page: mounts the login widget',
  react: 'the same as a React component (stytch-widget/react)',
  redirect: 'serve at your redirect URL: finishes magic-link and OAuth logins',
  'reset-html': 'serve at your password reset URL: the reset form (mountResetPassword)',
  'reset-react': 'the reset form as a React component (StytchPasswordReset)',
  'passkeys-html':
    'serve where logged-in users manage passkeys: passkey registration (mountPasskeyRegistration)',
  'passkeys-react': 'passkey registration as a React component (StytchPasskeyRegistration)',
};

/** A path as one shell word, quoted only when it must be. */
function shellWord(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : JSON.stringify(path);
}

/** How the copy of the bundle reaches the browser, by kind of project. */
const SERVED_BY: Record<ProjectKind, string> = {
  next: 'once Next.js serves public/',
  vite: 'once Vite serves public/',
  plain: "when this folder is the site's root",
};

/** The commands to run in an app init wrote, with what each does. */
function appSteps(result: InitResult, cwd: string): [string, string][] {
  const steps: [string, string][] = [];
  const rel = relative(cwd, result.dir);
  if (rel) steps.push([`cd ${shellWord(rel)}`, '']);
  steps.push(['npm install', `${result.framework}, react and stytch-widget`]);
  if (result.config.apiUrl) {
    const { port } = new URL(result.config.apiUrl);
    steps.push([
      `npx stytch-widget test-api${port && port !== '4010' ? ` --port ${port}` : ''}`,
      `the test API the config points at (${result.config.apiUrl})`,
    ]);
  }
  steps.push(['npm run dev', 'the app on http://localhost:3000']);
  steps.push([
    `npm run build && ${result.framework === 'next' ? 'npm start' : 'npm run preview'}`,
    // `npm run smoke` starts its own test API where the config's apiUrl points.
    result.config.apiUrl
      ? 'then, with test-api stopped, `npm run smoke` logs in through it in real Chromium'
      : 'the production build on http://localhost:3000',
  ]);
  return steps;
}

/** What init tells the user: the files it wrote and what to run next. */
export function initSummary(result: InitResult, cwd: string, color: boolean): string[] {
  const p = paint(color);
  const show = (path: string) => relative(cwd, path) || '.';
  const width = Math.max(...result.written.map((file) => show(file.path).length));
  // Plain `dev` and `smoke` read ./stytch-widget.config.json; elsewhere they are pointed at it.
  const configArg =
    result.dir === cwd ? '' : ` --config ${shellWord(show(join(result.dir, CONFIG_FILE_NAME)))}`;
  const steps: [string, string][] =
    result.framework === 'html'
      ? [
          [`npx stytch-widget dev${configArg}`, 'the local test API and a page with your widget'],
          [`npx stytch-widget smoke${configArg}`, 'log in with it in real Chromium'],
        ]
      : appSteps(result, cwd);
  const stepWidth = Math.max(...steps.map(([command]) => command.length));
  return [
    `${p.green('✔')} Wrote ${result.written.length} files:`,
    ...result.written.map((file) => {
      const role =
        file.format === 'app' || file.format === 'bundle' ? file.role : ROLES[file.format];
      return role
        ? `  ${p.cyan(show(file.path).padEnd(width))}  ${p.dim(role)}`
        : `  ${p.cyan(show(file.path))}`;
    }),
    '',
    'Next:',
    ...steps.map(([command, what]) =>
      `  ${p.bold(command.padEnd(stepWidth))}${what ? `   ${p.dim(what)}` : ''}`.trimEnd(),
    ),
  ];
}

export function initCommand(io: Io = processIo()): Command {
  const command = new Command('init')
    .description(
      'create stytch-widget.config.json and embed snippets (or a Next.js or Vite app), by questions or flags',
    )
    .option('-y, --yes', 'ask nothing: flags, else the defaults')
    .option('--force', 'overwrite existing files without asking')
    .option('--dir <path>', 'where to write', '.');
  for (const group of offeredFlagGroups()) {
    for (const spec of group.flags) command.addOption(new Option(spec.flags, spec.description));
  }
  return command
    .addHelpText(
      'after',
      `
Every question has a flag; without a terminal (or with --yes) unanswered questions take their
defaults, and --public-token is required. Existing files are kept unless you confirm or pass
--force. Ctrl-C exits with 130 and writes nothing. The config's "$schema" points at the JSON
Schema in node_modules/stytch-widget when the package is installed, else at its published URL.

Examples:
  $ npx stytch-widget init
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products otp --otp-methods email,sms
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products emailMagicLinks,otp \\
      --otp-methods sms --login-redirect-url https://example.com/auth
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products passwords,otp \\
      --otp-methods email --reset-password-redirect-url https://example.com/reset-password
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products otp,passkeys \\
      --otp-methods email
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products otp,oauth \\
      --otp-methods email --oauth-providers google,github,apple \\
      --login-redirect-url https://example.com/authenticate
  $ npx stytch-widget init --yes --public-token public-token-test-123 --products otp \\
      --otp-methods email --framework next --dir web
  $ npx stytch-widget init --yes --dir web --force --public-token public-token-live-123 --stytch-api`,
    )
    .action(async (flags: InitFlags) => {
      const result = await runInit(flags);
      writeLines(io.stdout, initSummary(result, process.cwd(), io.color));
      if (result.warnings.length) writeLines(io.stderr, result.warnings);
    });
}
