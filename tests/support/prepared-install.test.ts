import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { type PreparedInstall, preparedInstall, writePrepared } from './prepared-install';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stytch-widget-prepared-'));
  dirs.push(dir);
  return join(dir, 'prepared.json');
}

const PREPARED: PreparedInstall = {
  install: { work: '/w', project: '/w/project', puppeteerCache: '/w/cache', homeCacheBefore: 0 },
  matrix: { factors: [], configs: [['--locale', 'fr']], scenarios: [3], impossible: [] },
};

it('waits until the setup has written its result, then reads it', async () => {
  const file = tempFile();
  const read = preparedInstall(file, 10_000);
  setTimeout(() => writePrepared(file, { prepared: PREPARED }), 300);
  await expect(read).resolves.toEqual(PREPARED);
});

it("throws the setup's own error when it failed", async () => {
  const file = tempFile();
  writePrepared(file, { error: 'npm install: ETARGET no matching version' });
  await expect(preparedInstall(file, 1_000)).rejects.toThrow(
    'the packed install failed:\nnpm install: ETARGET no matching version',
  );
});

it('gives up on a setup that never ends', async () => {
  await expect(preparedInstall(tempFile(), 300)).rejects.toThrow('was not ready after 0.3 s');
});
