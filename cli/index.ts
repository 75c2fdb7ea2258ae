import { version } from '../package.json';
import { ignoreClosedPipe } from './closed-output';

// The CLI entry (built to dist/node/cli.js, launched by cli/bin.mjs). Importing it runs the CLI;
// tests and other code import `./program` instead.
ignoreClosedPipe(process.stdout);
ignoreClosedPipe(process.stderr);
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  // The one answer that needs nothing else: skip loading commander and the commands, so
  // `stytch-widget --version` costs about what plain `node` does.
  process.stdout.write(`${version}\n`);
} else {
  const { main } = await import('./program');
  process.exitCode = await main();
}
