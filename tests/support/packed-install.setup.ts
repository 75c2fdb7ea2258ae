import { mkdtemp, rm } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type InitMatrix, initMatrix } from './config-matrix/init-matrix';
import { childEnv, diskUsage, installPacked, type PackedInstall } from './packed-install';

// One `npm pack` and one install for every suite of the run that uses the packed package: an
// install is half a minute of both cores, and the suites only read it or write into their own
// folders of the project. The init → smoke matrix is worked out here once too (init judges a few
// hundred candidate configs), for the test files that share its configs.

declare module 'vitest' {
  export interface ProvidedContext {
    packedInstall: PackedInstall;
    initMatrix: InitMatrix;
  }
}

let work = '';

export async function setup(project: TestProject): Promise<void> {
  work = await mkdtemp(join(tmpdir(), 'stytch-widget-install-'));
  // Puppeteer's download cache, moved here so a download would show; the user's is watched too.
  const puppeteerCache = join(work, 'puppeteer-cache');
  const homeCacheBefore = diskUsage(join(homedir(), '.cache', 'puppeteer')).disk;
  const env = childEnv({ PUPPETEER_CACHE_DIR: puppeteerCache });
  const [installed, matrix] = await Promise.all([installPacked(work, env), initMatrix()]);
  project.provide('packedInstall', { work, project: installed, puppeteerCache, homeCacheBefore });
  project.provide('initMatrix', matrix);
}

export async function teardown(): Promise<void> {
  if (work) await rm(work, { recursive: true, force: true });
}
