import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { devDependencies, version } from '../../package.json';
import type { Product } from '../../widget/config/constants';
import type { AppFramework } from '../prompts/framework';

// The apps `init --framework next|vite` writes: templates/<framework>/ as it is, the files of
// templates/shared/ in its source folder, and the pages of a mount mode only with its product.
// The app reads stytch-widget.config.json (written beside it), so the config is the one source.

interface AppTemplate {
  /** Where templates/shared/ goes (the app's source folder). */
  sourceDir: string;
  /** Template paths (files or folders) that only a config with the product gets. */
  productPages: { product: Product; paths: string[] }[];
  /** What each page is, for init's summary. */
  roles: Record<string, string>;
}

export const APP_TEMPLATES: Record<AppFramework, AppTemplate> = {
  next: {
    sourceDir: 'app',
    productPages: [
      { product: 'passwords', paths: ['app/reset-password'] },
      { product: 'passkeys', paths: ['app/passkeys'] },
    ],
    roles: {
      'package.json': 'next, react and stytch-widget; npm run dev | build | start',
      'app/page.tsx': 'the login page (/): a server component around the client LoginWidget',
      'app/authenticate/page.tsx':
        'the redirect route (/authenticate): finishes magic-link and OAuth logins',
      'app/reset-password/page.tsx': 'the password reset route (/reset-password)',
      'app/passkeys/page.tsx': 'passkey registration (/passkeys), for logged-in users',
    },
  },
  vite: {
    sourceDir: 'src',
    productPages: [
      { product: 'passwords', paths: ['reset-password.html', 'src/reset-password.tsx'] },
      { product: 'passkeys', paths: ['passkeys.html', 'src/passkeys.tsx'] },
    ],
    roles: {
      'package.json': 'vite, react and stytch-widget; npm run dev | build | preview',
      'index.html': 'the login page (/)',
      'authenticate.html':
        'the redirect page (/authenticate): finishes magic-link and OAuth logins',
      'reset-password.html': 'the password reset page (/reset-password)',
      'passkeys.html': 'passkey registration (/passkeys), for logged-in users',
    },
  },
};

/** Build output and installs, in case someone ran the template in place: never copied. */
const SKIPPED = new Set(['node_modules', '.next', 'dist', 'next-env.d.ts']);

export interface AppFile {
  /** Relative to the app's folder, with `/`. */
  path: string;
  contents: string;
  role?: string;
}

/** Files under `dir`, relative, with `/`, build output left out. */
export function templateFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => SKIPPED.has(part)))
    .sort();
}

/** A package name npm accepts, from the folder the app goes into. */
export function appName(dir: string): string {
  const name = basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-.]+$/g, '');
  return name || 'stytch-widget-app';
}

/**
 * The versions the app asks for: this stytch-widget, and the framework versions its own tests
 * build the templates with (this package's devDependencies).
 */
function templateValues(dir: string): Record<string, string> {
  return {
    APP_NAME: appName(dir),
    STYTCH_WIDGET_VERSION: `^${version}`,
    NEXT_VERSION: devDependencies.next,
    REACT_VERSION: `^${devDependencies.react.replace(/^\^/, '')}`,
    VITE_VERSION: `^${devDependencies.vite.replace(/^\^/, '')}`,
    VITE_PLUGIN_REACT_VERSION: devDependencies['@vitejs/plugin-react'],
  };
}

function fill(path: string, template: string, values: Record<string, string>): string {
  return template.replace(/__([A-Z][A-Z_]*[A-Z])__/g, (_whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`templates: ${path} has an unknown __${key}__`);
    return value;
  });
}

/** The app's files for `products`, to write into `dir`. */
export function appFiles(
  framework: AppFramework,
  products: readonly Product[],
  dir: string,
): AppFile[] {
  const template = APP_TEMPLATES[framework];
  const left = template.productPages
    .filter((page) => !products.includes(page.product))
    .flatMap((page) => page.paths);
  const wanted = (path: string) =>
    !left.some((skip) => path === skip || path.startsWith(`${skip}/`));
  const values = templateValues(dir);
  const read = (root: string, path: string, target: string): AppFile => {
    const role = template.roles[target];
    return {
      path: target,
      contents: fill(target, readFileSync(join(root, path), 'utf8'), values),
      ...(role ? { role } : {}),
    };
  };
  const own = fromPackageRoot('templates', framework);
  const shared = fromPackageRoot('templates', 'shared');
  return [
    ...templateFiles(own)
      .filter(wanted)
      .map((path) => read(own, path, path)),
    ...templateFiles(shared).map((path) => read(shared, path, `${template.sourceDir}/${path}`)),
  ].sort((a, b) => a.path.localeCompare(b.path));
}
