import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { clearPreviousRun } from './write';

it("an earlier run's screenshots and reports are removed; the folder's other files stay", async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-out-'));
  await mkdir(join(outDir, 'screenshots'));
  await writeFile(join(outDir, 'screenshots', 'email-otp-1-01.png'), 'old');
  for (const file of ['index.html', 'junit.xml', 'report.json', 'notes.md']) {
    await writeFile(join(outDir, file), 'old');
  }
  await clearPreviousRun(outDir);
  expect(await readdir(outDir)).toEqual(['notes.md']);
});

it('a folder that does not exist yet is fine', async () => {
  const outDir = join(await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-out-')), 'new');
  await expect(clearPreviousRun(outDir)).resolves.toBeUndefined();
});
