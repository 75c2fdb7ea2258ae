import { Command, Option } from 'commander';
import {
  DEFAULT_ELEMENT_ID,
  defaultBundleUrl,
  defaultElementId,
  ELEMENT_ID_PATTERN,
  PASSKEY_REGISTRATION_MODE_ID,
  RESET_PASSWORD_MODE_ID,
  SNIPPET_FORMAT_SPECS,
  SNIPPET_FORMATS,
  type SnippetFormat,
} from '../../harness/shared/snippet-formats';
import { version } from '../../package.json';
import { formatProblem } from '../../widget/config/problems';
import { isHttpUrl } from '../../widget/config/url';
import { findConfigFile, shownPath, writeConfigLine } from '../config/find-config';
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
  // Written into HTML attributes and an import, so no quotes, angle brackets or backslashes.
  const absolute = /^https?:\/\//i.test(value);
  if (!/^[^\s'"<>\\]+$/.test(value) || (absolute ? !isHttpUrl(value) : !/^\.{0,2}\//.test(value))) {
    throw usageError(
      `${flag}: expected an http(s) URL or a path starting with "/", "./" or "../", got "${value}"`,
    );
  }
  return value;
}

/** Where the redirect page goes once logged in: an http(s) URL or a path on the site. */
export function checkAfterLoginUrl(value: string): string {
  if (!/^(?:https?:\/\/[^\s'"<>\\]+|\.{0,2}\/[^\s'"<>\\]*)$/.test(value)) {
    throw usageError(
      `--after-login-url: expected an http(s) URL or a path starting with "/", "./" or "../", got "${value}"`,
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
  const source = findConfigFile(options.config, 'snippet', options.cwd);
  const result = await runValidate({ file: source.path });
  if (!result.ok) {
    throw new CliError(
      [
        `${result.file} has problems; fix them first (\`stytch-widget validate\`):`,
        ...result.problems.map(formatProblem),
      ],
      EXIT.problems,
    );
  }
  const format = options.format ?? 'html';
  const { renderSnippet, snippetProblems } = await import('../../harness/shared/render-snippet');
  const problems = snippetProblems(format, result.config);
  if (problems.length) {
    throw new CliError(
      [`no ${format} snippet for ${result.file}:`, ...problems.map(formatProblem)],
      EXIT.problems,
    );
  }
  // The redirect page mounts nothing, so its element id is never used.
  const modeId = SNIPPET_FORMAT_SPECS[format].mountMode;
  return renderSnippet(format, result.config, {
    bundleUrl: checkBundleUrl(options.bundleUrl ?? defaultBundleUrl(version)),
    elementId: checkElementId(options.elementId ?? defaultElementId(modeId ?? 'login')),
    ...(options.afterLoginUrl ? { afterLoginUrl: checkAfterLoginUrl(options.afterLoginUrl) } : {}),
    source: `generated from ${shownPath(source.path, options.cwd)} by \`stytch-widget snippet --format ${format}\``,
  });
}

export function snippetCommand(io: Io = processIo()): Command {
  return new Command('snippet')
    .description('print the embed snippet for your config, ready to paste')
    .addOption(
      new Option('-f, --format <format>', 'which snippet (see Formats below)')
        .choices(SNIPPET_FORMATS)
        .default('html'),
    )
    .option('-c, --config <file>', 'the config file (default ./stytch-widget.config.json)')
    .option('--bundle-url <url>', 'where the page loads the widget from', defaultBundleUrl(version))
    .option(
      '--element-id <id>',
      `id of the element the widget mounts into (default ${DEFAULT_ELEMENT_ID}; ${defaultElementId(RESET_PASSWORD_MODE_ID)} for the reset page, ${defaultElementId(PASSKEY_REGISTRATION_MODE_ID)} for the passkeys page)`,
    )
    .option('--after-login-url <url>', 'redirect page: where to go once logged in', '/')
    .addHelpText(
      'after',
      `
Formats:
  html         a <div> and a <script type="module"> that mounts the login widget (works in an empty page)
  react        the login widget as a React component using stytch-widget/react
  redirect     the page magic links and OAuth return to; it finishes the login (authenticateFromUrl)
  reset-html   (passwords) the password reset page: mounts the reset form (mountResetPassword), which
               reads the token from the address; serve it at passwordOptions.resetPasswordRedirectURL
  reset-react  (passwords) the same reset form as a React component (StytchPasswordReset)
  passkeys-html
               (passkeys) the page where logged-in users manage their passkeys: mounts passkey
               registration (mountPasskeyRegistration); needs a session and https or localhost
  passkeys-react
               (passkeys) the same registration as a React component (StytchPasskeyRegistration)

Examples:
  $ stytch-widget snippet > login.html
  $ stytch-widget snippet --format react > src/LoginWidget.tsx
  $ stytch-widget snippet --format redirect --after-login-url /account > public/stytch-redirect.html
  $ stytch-widget snippet --format reset-html > public/stytch-reset.html
  $ stytch-widget snippet --format reset-react > src/ResetPassword.tsx
  $ stytch-widget snippet --format passkeys-html > public/stytch-passkeys.html
  $ stytch-widget snippet --format passkeys-react > src/PasskeyRegistration.tsx
  $ stytch-widget snippet --bundle-url /assets/stytch-widget.js`,
    )
    .action(async (flags: SnippetCommandOptions) => {
      writeConfigLine(io, findConfigFile(flags.config, 'snippet'), true);
      io.stdout.write(await runSnippet(flags));
    });
}
