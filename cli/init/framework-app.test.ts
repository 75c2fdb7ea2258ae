import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { version } from '../../package.json';
import type { Product } from '../../widget/config/constants';
import { type AppFile, appFiles, appName, templateFiles } from './framework-app';

const paths = (files: AppFile[]) => files.map((file) => file.path);

/** The relative imports of the app's sources that do not resolve to a written file. */
function danglingImports(files: AppFile[]): string[] {
  const written = new Set([...paths(files), 'stytch-widget.config.json']);
  return files.flatMap((file) =>
    [...file.contents.matchAll(/from '(\.\.?\/[^']+)'/g)]
      .map((match) => posix.join(posix.dirname(file.path), match[1] ?? ''))
      .filter((target) => !['', '.ts', '.tsx'].some((ext) => written.has(`${target}${ext}`)))
      .map((target) => `${file.path} → ${target}`),
  );
}

describe('the apps init --framework writes', () => {
  it('next: the app router app, the shared modules in app/, no page for products not chosen', () => {
    const files = appFiles('next', ['otp'], '/work/shop');
    expect(paths(files)).toEqual([
      '.nvmrc',
      'app/authenticate/page.tsx',
      'app/FinishLogin.tsx',
      'app/icon.svg',
      'app/layout.tsx',
      'app/LoginWidget.tsx',
      'app/page.tsx',
      'app/stytch-config.ts',
      'package.json',
      'tsconfig.json',
    ]);
    expect(files.find((file) => file.path === 'app/LoginWidget.tsx')?.contents).toMatch(
      /^'use client';/,
    );
  });

  it('vite: one HTML page and entry per page, the shared modules in src/', () => {
    expect(paths(appFiles('vite', ['otp'], '/work/shop'))).toEqual([
      '.nvmrc',
      'authenticate.html',
      'index.html',
      'package.json',
      'src/authenticate.tsx',
      'src/FinishLogin.tsx',
      'src/index.tsx',
      'src/stytch-config.ts',
      'tsconfig.json',
      'vite.config.ts',
    ]);
  });

  it.each([
    ['next', ['app/reset-password/page.tsx', 'app/passkeys/page.tsx']],
    [
      'vite',
      ['reset-password.html', 'src/reset-password.tsx', 'passkeys.html', 'src/passkeys.tsx'],
    ],
  ] as const)(
    '%s: the reset and passkey pages come with passwords and passkeys',
    (framework, pages) => {
      const products: Product[] = ['passwords', 'passkeys'];
      const files = paths(appFiles(framework, products, '/work/shop'));
      for (const page of pages) expect(files).toContain(page);
      for (const page of pages)
        expect(paths(appFiles(framework, ['otp'], '/w/shop'))).not.toContain(page);
    },
  );

  it.each([
    ['next', ['otp']],
    ['next', ['passwords', 'passkeys']],
    ['vite', ['otp']],
    ['vite', ['passwords', 'passkeys']],
  ] as const)(
    '%s with %j: every placeholder filled, every relative import written',
    (framework, products) => {
      const files = appFiles(framework, products, '/work/shop');
      for (const file of files) expect(file.contents).not.toMatch(/__[A-Z][A-Z_]*[A-Z]__/);
      expect(danglingImports(files)).toEqual([]);
    },
  );

  it.each(['next', 'vite'] as const)(
    '%s: package.json names this stytch-widget and the framework versions its tests build with',
    (framework) => {
      const file = appFiles(framework, ['otp'], '/work/My Shop!').find(
        (f) => f.path === 'package.json',
      );
      const manifest = JSON.parse(file?.contents ?? '{}');
      expect(manifest.name).toBe('my-shop');
      expect(manifest.dependencies['stytch-widget']).toBe(`^${version}`);
      const installed = (name: string) =>
        JSON.parse(readFileSync(fromPackageRoot('node_modules', name, 'package.json'), 'utf8'))
          .version as string;
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      const tested =
        framework === 'next' ? ['next', 'react'] : ['vite', '@vitejs/plugin-react', 'react'];
      for (const name of tested) {
        // A range the installed (tested) version satisfies, from the same major.
        expect(all[name]).toMatch(/^\^?\d+\.\d+/);
        expect(installed(name).split('.')[0]).toBe(
          String(all[name]).replace(/^\^/, '').split('.')[0],
        );
      }
    },
  );

  it.each(['next', 'vite'] as const)(
    '%s: targets Node 24, the current LTS (.nvmrc, @types/node), and accepts 22 (engines)',
    (framework) => {
      const files = appFiles(framework, ['otp'], '/work/shop');
      const contents = (path: string) => files.find((f) => f.path === path)?.contents ?? '';
      expect(contents('.nvmrc')).toBe('24\n');
      const manifest = JSON.parse(contents('package.json'));
      expect(manifest.devDependencies['@types/node']).toBe('^24');
      expect(manifest.engines).toEqual({ node: '>=22' });
    },
  );

  it('never copies build output or installs left in a template folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-template-'));
    for (const path of [
      'app/page.tsx',
      '.next/server/page.js',
      'node_modules/x/index.js',
      'dist/index.html',
      'next-env.d.ts',
    ]) {
      await mkdir(join(dir, dirname(path)), { recursive: true });
      await writeFile(join(dir, path), '');
    }
    expect(templateFiles(dir)).toEqual(['app/page.tsx']);
  });
});

describe('appName', () => {
  it.each([
    ['/work/shop', 'shop'],
    ['/work/My Shop!', 'my-shop'],
    ['/work/.hidden', 'hidden'],
    ['/', 'stytch-widget-app'],
  ])('%s → %s', (dir, name) => {
    expect(appName(dir)).toBe(name);
  });
});
