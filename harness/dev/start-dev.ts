import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fromPackageRoot } from '../package-root';
import { defaultDevConfig } from '../shared/default-config';
import { loadConfigFile } from '../shared/load-config';
import { startPageServer } from '../shared/page-server';
import { startTestApi } from '../test-api';
import { devPage, redirectPage } from './dev-page';

export interface DevOptions {
  /** Dev page port (default 3000; 0 = any free port). */
  port?: number;
  /** Test API port (default 4010; 0 = any free port). */
  apiPort?: number;
  /** stytch-widget.config.json to show; default: ./stytch-widget.config.json if present. */
  configPath?: string;
  /** Test API store (default: .stytch-widget/test-api.sqlite). */
  dbPath?: string;
}

export interface RunningDev {
  url: string;
  apiUrl: string;
  configSource: string;
  close(): Promise<void>;
}

/** `npm start`: the local test API plus a dev page with the widget and the outbox. */
export async function startDev(options: DevOptions = {}): Promise<RunningDev> {
  const api = await startTestApi({
    port: options.apiPort ?? 4010,
    ...(options.dbPath ? { db: options.dbPath } : {}),
  });
  try {
    const candidate = options.configPath ?? resolve('stytch-widget.config.json');
    const fromFile =
      options.configPath || existsSync(candidate) ? await loadConfigFile(candidate) : undefined;
    // The dev page always talks to the local test API, whatever the config says for production.
    const config = { ...(fromFile ?? defaultDevConfig(api.url)), apiUrl: api.url };
    const pages = await startPageServer({
      port: options.port ?? 3000,
      staticDir: fromPackageRoot('dist'),
      pages: {
        '/': () => devPage(config, api.url),
        '/authenticate': () => redirectPage(config),
      },
    });
    return {
      url: pages.url,
      apiUrl: api.url,
      configSource: fromFile ? candidate : 'built-in default (email one-time passcode)',
      async close() {
        await pages.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}
