import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import type { DevPanelSettings } from '../../harness/extension';
import { version } from '../../package.json';
import { CliError, EXIT } from '../errors';
import { type Io, paint, processIo, writeLines } from '../io';

export interface ExtensionOptions {
  /** Also write a zip; true: stytch-widget-extension-<version>.zip in `cwd`. */
  zip?: string | boolean;
  cwd?: string;
}

export interface ExtensionResult {
  folder: string;
  zipFile?: string;
}

/** The built extension's folder, and a zip of it when asked. Throws CliError when not built. */
export async function runExtension(options: ExtensionOptions = {}): Promise<ExtensionResult> {
  const { extensionDir } = await import('../../harness/extension');
  const folder = extensionDir();
  if (!existsSync(join(folder, 'manifest.json'))) {
    throw new CliError(
      `The extension is not built (${folder} has no manifest.json). Run \`npm run build\`.`,
      EXIT.usage,
    );
  }
  if (!options.zip) return { folder };
  const { zipFolder } = await import('../../harness/extension');
  const zipFile = resolve(
    options.cwd ?? process.cwd(),
    typeof options.zip === 'string' ? options.zip : `stytch-widget-extension-${version}.zip`,
  );
  writeFileSync(zipFile, zipFolder(folder));
  return { folder, zipFile };
}

export function extensionCommand(io: Io = processIo()): Command {
  return new Command('extension')
    .description('print the folder of the dev harness browser extension (Chrome), or zip it')
    .option(
      '--zip [file]',
      'also write a zip of it (default stytch-widget-extension-<version>.zip)',
    )
    .addHelpText(
      'after',
      `
The extension mounts the widget on any page you are building, with the inspector in its side panel.

Examples:
  $ stytch-widget extension                 # then chrome://extensions → Developer mode → Load unpacked
  $ stytch-widget extension --zip
  $ stytch-widget dev --url http://localhost:5173   # Chromium with the extension, on your site`,
    )
    .action(async (flags: { zip?: string | boolean }) => {
      const result = await runExtension({ ...(flags.zip ? { zip: flags.zip } : {}) });
      const p = paint(io.color);
      writeLines(io.stdout, [
        `${p.green('✔')} extension: ${p.cyan(result.folder)}`,
        ...(result.zipFile ? [`${p.green('✔')} zip:       ${p.cyan(result.zipFile)}`] : []),
        p.dim(
          '  Load it: chrome://extensions → turn on Developer mode → Load unpacked → pick the folder.',
        ),
        p.dim(
          '  Then press its toolbar button on your page: the side panel mounts the widget there.',
        ),
        p.dim('  With `stytch-widget dev` running, "Fetch its config" reads the config it serves.'),
      ]);
    });
}

/** `dev --url <site>`: the site's origin, which the test API must then answer too. */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(`not a URL: ${value} (e.g. http://localhost:5173)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError(`not an http(s) URL: ${value}`);
  }
  return url.href;
}

/**
 * `dev --url`: opens Chromium with the extension on the site (headed), or says why it cannot
 * and prints the folder to load. Returns what to close when dev stops.
 */
export async function openDevSite(
  io: Io,
  site: string,
  dev: DevPanelSettings,
): Promise<() => Promise<void>> {
  const { openSiteWithExtension } = await import('../../harness/extension');
  const p = paint(io.color);
  const result = await openSiteWithExtension(site, dev);
  if (result.opened) {
    const { browser } = result;
    // Closing the window ends Chromium: its profile goes then, not only when dev stops (a
    // failure to delete it shows then, from the same close).
    browser.browser.once('disconnected', () => void browser.close().catch(() => undefined));
    writeLines(io.stdout, [
      `${p.green('✔')} Chromium:  ${p.cyan(site)} ${p.dim('(the extension’s button is pinned in the toolbar; its panel has this dev’s config)')}`,
    ]);
    return browser.close;
  }
  writeLines(io.stdout, [
    `${p.yellow('!')} not opening ${site}: ${result.reason}.`,
    `  Load the extension yourself: ${p.cyan(result.extensionFolder)}`,
    p.dim(
      '  chrome://extensions → Developer mode → Load unpacked; then its toolbar button on the site.',
    ),
  ]);
  return async () => undefined;
}
