import { readFile } from 'node:fs/promises';
import { fromPackageRoot } from '../../../harness/shared/package-root';

// The host pages the widget is drawn into: real CSS frameworks as a site ships them (each
// package's own built file from node_modules, devDependencies pinned exactly so a new release
// cannot move the numbers), and a stylesheet of bare element selectors a demanding site has.

export interface HostStyle {
  /** Names the page, the test and the diff images. */
  name: string;
  /** The npm package, or null for the repository's own stylesheet. */
  packageName: string | null;
  /** The file, from the package's folder (or from this folder). */
  file: string;
}

export const HOST_STYLES: readonly HostStyle[] = [
  { name: 'bootstrap', packageName: 'bootstrap', file: 'dist/css/bootstrap.min.css' },
  // Tailwind's reset alone: what every Tailwind site carries whatever utilities it uses.
  { name: 'tailwind-preflight', packageName: 'tailwindcss', file: 'preflight.css' },
  { name: 'bulma', packageName: 'bulma', file: 'css/bulma.min.css' },
  // The full build (classes and the classless element styles), as `import '@picocss/pico'` gives.
  { name: 'pico', packageName: '@picocss/pico', file: 'css/pico.min.css' },
  { name: 'modern-normalize', packageName: 'modern-normalize', file: 'modern-normalize.css' },
  { name: 'water.css', packageName: 'water.css', file: 'out/water.min.css' },
  { name: 'foundation', packageName: 'foundation-sites', file: 'dist/css/foundation.min.css' },
  { name: 'bare-elements', packageName: null, file: 'bare-elements.css' },
];

function pathOf(style: HostStyle): string {
  return style.packageName
    ? fromPackageRoot('node_modules', style.packageName, style.file)
    : fromPackageRoot('tests', 'support', 'hostile-css', style.file);
}

/** The stylesheet's text, as the page is served it. */
export function readHostCss(style: HostStyle): Promise<string> {
  return readFile(pathOf(style), 'utf8');
}

/** `bootstrap 5.3.8`: what the numbers were measured against. */
export async function describeHostStyle(style: HostStyle): Promise<string> {
  if (!style.packageName) return style.name;
  const manifest = fromPackageRoot('node_modules', style.packageName, 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return `${style.packageName} ${version}`;
}
