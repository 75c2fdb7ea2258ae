import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../../shared/user-error';
import { htmlReport, imagesFrom } from './html';
import { junitXml } from './junit';
import type { SmokeReport } from './types';

export const REPORTERS = ['list', 'html', 'junit', 'json'] as const;
export type ReporterName = (typeof REPORTERS)[number];

/** The file each file reporter writes in the out folder. */
export const REPORT_FILES = {
  html: 'index.html',
  junit: 'junit.xml',
  json: 'report.json',
} as const satisfies Record<Exclude<ReporterName, 'list'>, string>;

/** `list,html` (and repeated flags) → the reporter names, checked. */
export function parseReporters(values: readonly string[]): ReporterName[] {
  const names = values.flatMap((value) => value.split(',')).map((name) => name.trim());
  const unknown = names.filter((name) => !(REPORTERS as readonly string[]).includes(name));
  if (unknown.length) {
    throw new UserError(
      `unknown reporter ${unknown.map((n) => `"${n}"`).join(', ')}; expected ${REPORTERS.join(', ')}`,
      { kind: 'input' },
    );
  }
  return [...new Set(names as ReporterName[])];
}

/** Writes the file reports asked for into `outDir`; returns their paths. */
export async function writeReports(
  report: SmokeReport,
  outDir: string,
  reporters: readonly ReporterName[],
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const reporter of reporters) {
    if (reporter === 'list') continue;
    const path = join(outDir, REPORT_FILES[reporter]);
    const text =
      reporter === 'json'
        ? `${JSON.stringify(report, null, 2)}\n`
        : reporter === 'junit'
          ? junitXml(report)
          : await htmlReport(report, imagesFrom(outDir));
    await writeFile(path, text);
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
  for (const file of Object.values(REPORT_FILES)) await rm(join(outDir, file), { force: true });
}
