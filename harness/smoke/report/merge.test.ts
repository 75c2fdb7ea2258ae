import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../shared/user-error';
import { sampleReport } from './fixtures.test-support';
import { mergeReports } from './merge';
import { writeReports } from './write';

async function shardDir(names: string[], started: string, shard: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-merge-'));
  await mkdir(join(dir, 'screenshots'), { recursive: true });
  await writeFile(join(dir, 'screenshots/a-1-01.png'), `png of ${shard}`);
  const report = sampleReport();
  report.startedAt = started;
  report.durationMs = 10_000;
  report.shards = [shard];
  report.results = report.results.filter((r) => names.includes(r.status));
  await writeReports(report, dir, ['json']);
  return dir;
}

describe('mergeReports', () => {
  it('joins the results of each folder in order, copies their screenshots, spans their times', async () => {
    const one = await shardDir(['passed', 'flaky'], '2026-11-23T02:00:00.000Z', '1/2');
    const two = await shardDir(['failed'], '2026-11-23T02:00:05.000Z', '2/2');
    const out = await mkdtemp(join(tmpdir(), 'stytch-widget-merged-'));
    const merged = await mergeReports([one, two], out);
    expect(merged.results.map((r) => r.status)).toEqual(['passed', 'flaky', 'failed']);
    expect(merged.shards).toEqual(['1/2', '2/2']);
    expect(merged.startedAt).toBe('2026-11-23T02:00:00.000Z');
    expect(merged.durationMs).toBe(15_000);
    const shots = merged.results
      .flatMap((r) => r.attempts.flatMap((a) => a.steps))
      .map((s) => s.screenshot);
    expect(shots).toEqual(['screenshots/1/a-1-01.png', 'screenshots/2/a-1-01.png']);
    expect(await readFile(join(out, 'screenshots/2/a-1-01.png'), 'utf8')).toBe('png of 2/2');
  });

  it('a folder without report.json: an error that says to run with --reporter json', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'stytch-widget-merge-empty-'));
    const error = await mergeReports([empty], empty).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).lines).toEqual([
      `${join(empty, 'report.json')} not found`,
      `Run each shard with --reporter json (and --out ${empty}), then merge those folders.`,
    ]);
  });
});
