import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_REPORTERS, type ReporterName, reporterNamed } from './reporters';
import type { SmokeReport } from './types';

/** Writes the files of the reporters asked for into `outDir`; returns their paths. */
export async function writeReports(
  report: SmokeReport,
  outDir: string,
  reporters: readonly ReporterName[],
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const name of reporters) {
    const reporter = reporterNamed(name);
    // The terminal reporter printed each scenario as it ended.
    if (reporter.kind !== 'file') continue;
    const path = join(outDir, reporter.file);
    await writeFile(path, await reporter.render(report, outDir));
    written.push(path);
  }
  return written;
}

/**
 * Removes what an earlier run wrote into `outDir` (its screenshots and report files), so the
 * folder shows this run only. Nothing else there is touched: `--out .` must not empty a project.
 */
export async function clearPreviousRun(outDir: string): Promise<void> {
  await rm(join(outDir, 'screenshots'), { recursive: true, force: true });
  for (const { file } of FILE_REPORTERS) await rm(join(outDir, file), { force: true });
}
