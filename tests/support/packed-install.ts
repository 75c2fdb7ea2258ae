import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fromPackageRoot } from '../../harness/shared/package-root';

// The package as a customer gets it: `npm pack` of the built package (packing skips the scripts
// so it never rebuilds dist/ under other suites), installed into an empty project.

export const run = promisify(execFile);

/** The environment of the child processes: no npm lifecycle settings of a parent `npm test`. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const npmSetting = /^npm_/i.test(key) && !/^npm_config_(cache|registry|userconfig)$/i.test(key);
    // A skip switch would hide a dependency that downloads a browser: the tests must see it.
    if (npmSetting || /^PUPPETEER_SKIP/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

/** Packs the built package into `work`; returns the tarball's path. */
export async function packTarball(work: string, env: NodeJS.ProcessEnv): Promise<string> {
  const root = fromPackageRoot();
  if (!existsSync(join(root, 'dist', 'node', 'cli.js'))) {
    throw new Error('build the package first (`npm run build`)');
  }
  const { stdout } = await run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', work],
    { cwd: root, env, timeout: 60_000 },
  );
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no file: ${stdout}`);
  return join(work, packed.filename);
}

/** An empty project in `work/project` (a package.json and nothing else); returns its folder. */
export function emptyProject(work: string): string {
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'install-check', version: '1.0.0', private: true }, null, 2)}\n`,
  );
  return project;
}

/**
 * Packs the built package into `work` and installs it into `work/project`; returns the project.
 * The install is engine-strict: it fails unless the package and every dependency declare the
 * running Node in their `engines`.
 */
export async function installPacked(work: string, env: NodeJS.ProcessEnv): Promise<string> {
  const project = emptyProject(work);
  const tarball = await packTarball(work, env);
  const flags = ['--no-audit', '--no-fund', '--loglevel=error', '--engine-strict'];
  await run('npm', ['install', ...flags, tarball], {
    cwd: project,
    env,
    timeout: 150_000,
  });
  return project;
}

/** The install `packed-install.setup.ts` makes once per run (read it with `preparedInstall()`). */
export interface PackedInstall {
  /** The folder holding the tarball, the project and the Puppeteer cache. */
  work: string;
  /** The project the package is installed into. */
  project: string;
  /** Where a browser download during the install would have gone. */
  puppeteerCache: string;
  /** Bytes in the user's own Puppeteer cache before the install. */
  homeCacheBefore: number;
}

/** The environment the installed package's commands run in (the install's Puppeteer cache). */
export function installEnv(install: PackedInstall): NodeJS.ProcessEnv {
  return childEnv({ PUPPETEER_CACHE_DIR: install.puppeteerCache });
}

/** Bytes on disk under `dir`, as `du` counts them (allocated blocks; links not followed). */
export function diskUsage(dir: string): { disk: number; files: number } {
  let disk = 0;
  let files = 0;
  const walk = (path: string) => {
    const stat = lstatSync(path);
    disk += stat.blocks * 512;
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) walk(join(path, name));
    } else {
      files += 1;
    }
  };
  if (existsSync(dir)) walk(dir);
  return { disk, files };
}

/** What `npx stytch-widget …` printed and its exit code, whether it failed or not. */
export interface BinOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npx stytch-widget <args>` in `cwd`, the installed package's bin as a customer runs it. */
export function installedBin(
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number },
): Promise<BinOutcome> {
  return outcome('npx', ['--no-install', 'stytch-widget', ...args], options);
}

/**
 * The file `npx stytch-widget` runs (`<project>/node_modules/.bin/stytch-widget`), run directly:
 * for suites that run the bin dozens of times, where npx's own start (about a third of a second
 * of CPU each) would add up. The quick start and pack-install suites keep npx.
 */
export function projectBin(
  project: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number },
): Promise<BinOutcome> {
  return outcome(join(project, 'node_modules', '.bin', 'stytch-widget'), args, options);
}

async function outcome(
  file: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout: number },
): Promise<BinOutcome> {
  try {
    const { stdout, stderr } = await run(file, args, options);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
