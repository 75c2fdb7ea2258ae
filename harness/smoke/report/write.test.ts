import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sampleReport } from './fixtures.test-support';
import { clearPreviousRun, writeReports } from './write';

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

it("writes each file reporter's file, and none for the terminal list", async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'stytch-widget-smoke-out-'));
  const report = sampleReport();
  const written = await writeReports(report, outDir, ['list', 'html', 'junit', 'json']);
  expect(written).toEqual(['index.html', 'junit.xml', 'report.json'].map((f) => join(outDir, f)));
  expect((await readdir(outDir)).sort()).toEqual(['index.html', 'junit.xml', 'report.json']);
  expect(JSON.parse(await readFile(join(outDir, 'report.json'), 'utf8'))).toEqual(report);
  expect(await readFile(join(outDir, 'junit.xml'), 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuites /);
  expect(await readFile(join(outDir, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
});
