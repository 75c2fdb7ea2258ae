import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseJsonText } from '../../shared/read-json-file';
import { UserError } from '../../shared/user-error';
import { reportFile } from './reporters';
import type { ScenarioResult, SmokeReport } from './types';

async function readReport(dir: string): Promise<SmokeReport> {
  const path = join(dir, reportFile('json'));
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UserError(`${path} not found`, {
      fix: `Run each shard with --reporter json (and --out ${dir}), then merge those folders.`,
      cause: error,
    });
  }
  const report = (parseJsonText(text, path) ?? {}) as Partial<SmokeReport>;
  if (!Array.isArray(report.results) || typeof report.startedAt !== 'string') {
    throw new UserError(`${path} is not a stytch-widget smoke report`, {
      fix: 'Give the --out folders of runs made with --reporter json.',
    });
  }
  return report as SmokeReport;
}

/**
 * One report from the JSON reports of several runs (the shards of a CI matrix): results in
 * the order of the folders given, screenshots copied into `outDir/screenshots/<n>/`.
 */
export async function mergeReports(dirs: readonly string[], outDir: string): Promise<SmokeReport> {
  if (!dirs.length) throw new UserError('merge-reports needs at least one report folder');
  const reports = await Promise.all(dirs.map(readReport));
  const results: ScenarioResult[] = [];
  for (const [index, report] of reports.entries()) {
    const dir = dirs[index] as string;
    const target = `screenshots/${index + 1}`;
    await mkdir(join(outDir, target), { recursive: true });
    for (const result of report.results) {
      for (const attempt of result.attempts) {
        for (const step of attempt.steps) {
          if (!step.screenshot) continue;
          const moved = `${target}/${basename(step.screenshot)}`;
          const copied = await copyFile(join(dir, step.screenshot), join(outDir, moved)).then(
            () => true,
            () => false,
          );
          if (copied) step.screenshot = moved;
          else delete step.screenshot;
        }
      }
      results.push(result);
    }
  }
  const starts = reports.map((r) => Date.parse(r.startedAt)).filter(Number.isFinite);
  const ends = reports.map((r) => Date.parse(r.startedAt) + r.durationMs).filter(Number.isFinite);
  const startedAt = starts.length ? Math.min(...starts) : Date.now();
  return {
    startedAt: new Date(startedAt).toISOString(),
    durationMs: ends.length ? Math.max(...ends) - startedAt : 0,
    shards: reports.flatMap((r) => r.shards ?? []),
    results,
  };
}
