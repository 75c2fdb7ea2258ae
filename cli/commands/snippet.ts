import { Command, Option } from 'commander';
import {
  DEFAULT_ELEMENT_ID,
  defaultBundleUrl,
  ELEMENT_ID_PATTERN,
  SNIPPET_FORMATS,
  type SnippetFormat,
} from '../../harness/snippets/snippet-formats';
import { version } from '../../package.json';
import { formatProblem } from '../../widget/config/problems';
import { CliError, EXIT, usageError } from '../errors';
import type { Io } from '../io';
import { processIo } from '../io';
import { runValidate } from './validate';

export interface SnippetCommandOptions {
  format?: SnippetFormat;
  /** The config file; default `stytch-widget.config.json` in `cwd`. */
  config?: string;
  cwd?: string;
  bundleUrl?: string;
  elementId?: string;
  afterLoginUrl?: string;
}

/** A bundle URL or path that can sit inside a quoted `import` in the snippet. */
export function checkBundleUrl(value: string, flag = '--bundle-url'): string {
  if (!/^(?:https?:\/\/|\.{0,2}\/)[^\s'"<>\\]+$/.test(value)) {
    throw usageError(
      `${flag}: expected an http(s) URL or a path starting with "/", "./" or "../", got "${value}"`,
    );
  }
  return value;
}

export function checkElementId(value: string): string {
  if (!ELEMENT_ID_PATTERN.test(value)) {
    throw usageError(
      `--element-id: letters, digits, "-" and "_", starting with a letter; got "${value}"`,
    );
  }
  return value;
}

/** The snippet for the config, ready to paste. Config problems are exit 1, as with `validate`. */
export async function runSnippet(options: SnippetCommandOptions = {}): Promise<string> {
  const result = await runValidate({
    ...(options.config ? { file: options.config } : {}),
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  if (!result.ok) {
    throw new CliError(
      [
        `${result.file} has problems; fix them first (\`stytch-widget validate\`):`,
        ...result.problems.map(formatProblem),
      ],
      EXIT.problems,
    );
  }
  const { renderSnippet } = await import('../../harness/snippets/render-snippet');
  return renderSnippet(options.format ?? 'html', result.config, {
    bundleUrl: checkBundleUrl(options.bundleUrl ?? defaultBundleUrl(version)),
    elementId: checkElementId(options.elementId ?? DEFAULT_ELEMENT_ID),
    ...(options.afterLoginUrl ? { afterLoginUrl: options.afterLoginUrl } : {}),
    source: `generated from ${options.config ?? 'stytch-widget.config.json'} by \`stytch-widget snippet --format ${options.format ?? 'html'}\``,
  });
}

export function snippetCommand(io: Io = processIo()): Command {
  return new Command('snippet')
    .description('print the embed snippet for your config, ready to paste')
    .addOption(
      new Option('-f, --format <format>', 'html page snippet, React component, or redirect page')
        .choices(SNIPPET_FORMATS)
        .default('html'),
    )
    .option('-c, --config <file>', 'the config file', 'stytch-widget.config.json')
    .option('--bundle-url <url>', 'where the page loads the widget from', defaultBundleUrl(version))
    .option('--element-id <id>', 'id of the element the widget mounts into', DEFAULT_ELEMENT_ID)
    .option('--after-login-url <url>', 'redirect page: where to go once logged in', '/')
    .addHelpText(
      'after',
      `
Formats:
  html      a <div> and a <script type="module"> that mounts the widget (works in an empty page)
  react     a React component using stytch-widget/react
  redirect  the page magic links and OAuth return to; it finishes the login (authenticateFromUrl)

Examples:
  $ stytch-widget snippet > login.html
  $ stytch-widget snippet --format react > src/LoginWidget.tsx
  $ stytch-widget snippet --format redirect --after-login-url /account > public/stytch-redirect.html
  $ stytch-widget snippet --bundle-url /assets/stytch-widget.js`,
    )
    .action(async (flags: SnippetCommandOptions) => {
      io.stdout.write(await runSnippet(flags));
    });
}
