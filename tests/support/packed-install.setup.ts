import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { initMatrix } from './config-matrix/init-matrix';
import { childEnv, diskUsage, installPacked } from './packed-install';
import { type PreparedInstall, writePrepared } from './prepared-install';

// One `npm pack` and one install for every suite of the run that uses the packed package: an
// install is half a minute of both cores, and the suites only read it or write into their own
// folders of the project. The init → smoke matrix is worked out here once too (init judges a few
// hundred candidate configs), for the test files that share its configs.
//
// Started, not awaited: Vitest runs no file before every setup has returned, and the pack, the
// install and the matrix took 23-26 s with one core mostly idle. The install files run after
// the unit and contract layers and wait for the result (prepared-install.ts).

let work = '';
let preparing: Promise<void> | undefined;

async function prepare(): Promise<PreparedInstall> {
  // Puppeteer's download cache, moved here so a download would show; the user's is watched too.
  const puppeteerCache = join(work, 'puppeteer-cache');
  const homeCacheBefore = diskUsage(join(homedir(), '.cache', 'puppeteer')).disk;
  const env = childEnv({ PUPPETEER_CACHE_DIR: puppeteerCache });
  const [project, matrix] = await Promise.all([installPacked(work, env), initMatrix()]);
  return { install: { work, project, puppeteerCache, homeCacheBefore }, matrix };
}

export async function setup(project: TestProject): Promise<void> {
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-install-'));
  const file = join(work, 'prepared.json');
  project.provide('preparedInstallFile', file);
  preparing = prepare().then(
    (prepared) => writePrepared(file, { prepared }),
    (error: unknown) =>
      writePrepared(file, {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}

export async function teardown(): Promise<void> {
  // An install still running would write into the folder as it goes.
  await preparing;
  if (work) await rm(work, { recursive: true, force: true });
}
