import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningDev, startDev } from '../../harness/dev';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';

export interface DevEnv {
  dev: RunningDev;
  launched: LaunchedBrowser;
  close(): Promise<void>;
}

/**
 * `npm start`'s dev server (its test API in memory, free ports) and one Chromium. With a
 * config, the dev server reads it from a temporary `stytch-widget.config.json`; without
 * one it uses its default config.
 */
export async function startDevEnv(config?: Record<string, unknown>): Promise<DevEnv> {
  const dir = config ? await mkdtemp(join(tmpdir(), 'stytch-widget-dev-')) : undefined;
  const configPath = dir ? join(dir, 'stytch-widget.config.json') : undefined;
  if (configPath) await writeFile(configPath, JSON.stringify(config));
  const dev = await startDev({ port: 0, apiPort: 0, dbPath: ':memory:', configPath });
  let launched: LaunchedBrowser;
  try {
    launched = await launchBrowser();
  } catch (error) {
    await dev.close();
    throw error;
  }
  return {
    dev,
    launched,
    async close() {
      await launched.close();
      await dev.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
