import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { EMBED_LOADER } from '../../harness/shared/runtime-chunk.mjs';
import { CliError } from '../errors';
import { LOCAL_BUNDLE_FOLDER } from './public-folder';
import type { PlannedFile } from './write-files';

/**
 * The standalone bundle's files, relative to the package's `dist/`: the entry, the HTML snippets'
 * loader and every chunk the entry may load (they are found beside the entry's own URL, so they travel together).
 */
export function bundleFileNames(distDir = fromPackageRoot('dist')): string[] {
  const entry = join(distDir, 'stytch-widget.js');
  if (!existsSync(entry)) {
    throw new CliError([
      `this stytch-widget has no built bundle to copy (${entry} is missing)`,
      'Build it (npm run build in the package), or load the published one: --bundle cdn',
    ]);
  }
  const chunks = readdirSync(join(distDir, 'chunks'), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => relative(distDir, join(file.parentPath, file.name)).split(sep).join('/'));
  const map = existsSync(`${entry}.map`) ? ['stytch-widget.js.map'] : [];
  return ['stytch-widget.js', ...map, EMBED_LOADER, ...chunks.sort()];
}

/** The copy of the bundle to write into a public folder (`<public>/stytch-widget/…`). */
export function bundleCopy(publicDir: string, distDir = fromPackageRoot('dist')): PlannedFile[] {
  return bundleFileNames(distDir).map((name) => ({
    path: join(publicDir, LOCAL_BUNDLE_FOLDER, ...name.split('/')),
    contents: readFileSync(join(distDir, ...name.split('/'))),
  }));
}
