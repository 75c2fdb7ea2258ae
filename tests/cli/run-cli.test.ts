import { expect, it } from 'vitest';
import { freePort, isListening } from '../support/listening';
import { runCli } from './run-cli';

it('runCli with timeoutMs stops a command that is still running, returns its output, and leaves nothing listening', async () => {
  const port = await freePort();
  const started = Date.now();
  const run = await runCli(['test-api', '--port', `${port}`, '--db', ':memory:'], {
    timeoutMs: 2_000,
  });
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(run.stdout).toContain(`127.0.0.1:${port}`);
  expect(run.stderr).toContain('was still running after 2000 ms; killed');
  expect(await isListening(`http://127.0.0.1:${port}/`)).toBe(false);
});
