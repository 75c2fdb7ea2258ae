import { Command } from 'commander';
import { CliError, EXIT } from '../errors';
import { type Io, processIo } from '../io';

export interface SmokeCommandOptions {
  config?: string;
  artifacts?: string;
  /** Each result line as it happens. */
  log?: (line: string) => void;
}

export async function runSmoke(options: SmokeCommandOptions = {}) {
  // Puppeteer and the test API load only for this command.
  const smoke = await import('../../harness/smoke');
  return smoke.runSmoke({
    ...(options.config ? { configPath: options.config } : {}),
    ...(options.artifacts ? { artifactsDir: options.artifacts } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}

export function smokeCommand(io: Io = processIo()): Command {
  return new Command('smoke')
    .description('log in through your widget in real Chromium against a fresh test API')
    .option('--config <file>', 'config to test (default: the built-in email-OTP config)')
    .option('--artifacts <dir>', 'where failure screenshots go (default .stytch-widget/smoke)')
    .addHelpText(
      'after',
      `
Exit codes: 0 every scenario passed · 1 a scenario failed.

Examples:
  $ stytch-widget smoke
  $ stytch-widget smoke --config stytch-widget.config.json`,
    )
    .action(async (flags: { config?: string; artifacts?: string }) => {
      const result = await runSmoke({ ...flags, log: (line) => io.stdout.write(`${line}\n`) });
      if (result.failed > 0) {
        throw new CliError(`smoke: ${result.failed} scenario(s) failed`, EXIT.problems);
      }
    });
}
