import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

// `stytch-widget <command> --help | head -1`: the reader closes the pipe before the output is
// written. The command ends with its own exit code and nothing on stderr but its own messages,
// instead of crashing on EPIPE.

/** Runs the built CLI with its stdout closed at once; its exit code and stderr. */
function runWithClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fromPackageRoot('cli', 'bin.mjs'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader goes away before anything is read, as `| true` does.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('output to a reader that has gone away', () => {
  it.each(['smoke --help', '--help', 'validate --help'])(
    'stytch-widget %s exits 0 with nothing on stderr',
    async (line) => {
      const { code, stderr } = await runWithClosedStdout(line.split(' '));
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
  );

  it('a failing command still fails, with its message on stderr', async () => {
    const { code, stderr } = await runWithClosedStdout(['validate', '--config', fromPackageRoot()]);
    expect(code).toBe(2);
    expect(stderr).toContain('is a folder, not a file');
    expect(stderr).not.toContain('EPIPE');
  });
});
