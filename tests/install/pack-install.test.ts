import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { diskUsage, installEnv, run } from '../support/packed-install';
import { preparedInstall } from '../support/prepared-install';

// The package as a new user gets it (`npm pack`, installed into an empty project from the
// registry, once per run), then `npx stytch-widget init` and `smoke` there.
// Installing must not download a browser, and the installed tree must stay under 150 MB.

const MB = 1024 * 1024;
const MAX_INSTALLED_BYTES = 150 * MB;
// What `init` may load besides the package itself: its flags, the config schema and the table
// of CSS colour names. Puppeteer, the test API, sqlite and the crypto libraries are for others.
const INIT_PACKAGES = new Set(['commander', 'valibot', 'color-name']);

/** Every installed package folder (node_modules/x, node_modules/@s/x, nested ones too). */
function installedPackages(nodeModules: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      if (name.startsWith('@')) {
        for (const inner of readdirSync(path)) visitPackage(join(path, inner));
      } else {
        visitPackage(path);
      }
    }
  };
  const visitPackage = (path: string) => {
    if (!existsSync(join(path, 'package.json'))) return;
    out.push(path);
    if (existsSync(join(path, 'node_modules'))) visit(join(path, 'node_modules'));
  };
  visit(nodeModules);
  return out;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

// Installed once for the run by tests/support/packed-install.setup.ts, watched for downloads.
const { install } = await preparedInstall();

describe('the packed package, installed into an empty project', () => {
  const { work, project } = install;
  const env = installEnv(install);
  const npx = (args: string[], timeout = 60_000) =>
    run('npx', ['--no-install', 'stytch-widget', ...args], { cwd: project, env, timeout });

  it('downloads no browser and runs no install scripts', () => {
    expect(diskUsage(install.puppeteerCache).files).toBe(0);
    expect(diskUsage(join(homedir(), '.cache', 'puppeteer')).disk).toBe(install.homeCacheBefore);
    const packages = installedPackages(join(project, 'node_modules'));
    const names = packages.map(
      (dir) =>
        (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name,
    );
    expect(names).toContain('puppeteer-core');
    expect(names).not.toContain('puppeteer');
    // npm runs these for every installed package (how `puppeteer` fetches Chrome): none may
    // have one.
    const withInstallScripts = packages.flatMap((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
      const hooks = ['preinstall', 'install', 'postinstall'].filter((s) => pkg.scripts?.[s]);
      return hooks.length ? [`${pkg.name}: ${hooks.join(', ')}`] : [];
    });
    // npm also warns about a `prepare` script in a package installed from a tarball, so ours has
    // none: `prepack` builds dist/ for the tarball, and `npm start` builds it in a clone.
    const own = JSON.parse(
      readFileSync(join(project, 'node_modules', 'stytch-widget', 'package.json'), 'utf8'),
    ) as { scripts?: Record<string, string> };
    expect(
      ['preinstall', 'install', 'postinstall', 'prepare'].filter((s) => own.scripts?.[s]),
    ).toEqual([]);
    expect(withInstallScripts).toEqual([]);
  });

  it('stays under 150 MB installed', () => {
    const nodeModules = join(project, 'node_modules');
    const total = diskUsage(nodeModules);
    const largest = readdirSync(nodeModules)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(join(nodeModules, name)).map((inner) => `${name}/${inner}`)
          : [name],
      )
      .map((name) => ({ name, disk: diskUsage(join(nodeModules, name)).disk }))
      .sort((a, b) => b.disk - a.disk)
      .slice(0, 8);
    console.log(
      `installed node_modules: ${mb(total.disk)} on disk, ${total.files} files; largest: ${largest
        .map(({ name, disk }) => `${name} ${mb(disk)}`)
        .join(', ')}`,
    );
    expect(total.disk).toBeLessThan(MAX_INSTALLED_BYTES);
  });

  it('writes a config with `npx stytch-widget init --yes`, loading only what init needs', async () => {
    const { stdout } = await npx([
      'init',
      '--yes',
      '--dir',
      'app',
      '--public-token',
      'public-token-test-123',
      '--products',
      'otp',
      '--otp-methods',
      'email',
    ]);
    expect(stdout).toContain('app/stytch-widget.config.json');
    const config = JSON.parse(
      readFileSync(join(project, 'app', 'stytch-widget.config.json'), 'utf8'),
    );
    expect(config).toMatchObject({ publicToken: 'public-token-test-123', products: ['otp'] });

    // The same command under a resolve hook that names every package an import reaches.
    writeFileSync(
      join(work, 'trace-hook.mjs'),
      `export async function resolve(specifier, context, next) {
        const result = await next(specifier, context);
        const at = result.url.lastIndexOf('/node_modules/');
        if (at >= 0) {
          const [scope, name] = result.url.slice(at + 14).split('/');
          process.stderr.write('[package] ' + (scope.startsWith('@') ? scope + '/' + name : scope) + '\\n');
        }
        return result;
      }\n`,
    );
    writeFileSync(
      join(work, 'trace.mjs'),
      `import { register } from 'node:module';\nregister('./trace-hook.mjs', import.meta.url);\n`,
    );
    const traced = await run(
      process.execPath,
      [
        '--import',
        join(work, 'trace.mjs'),
        join(project, 'node_modules', 'stytch-widget', 'cli', 'bin.mjs'),
        'init',
        '--yes',
        '--dir',
        'traced',
        '--public-token',
        'public-token-test-123',
        '--products',
        'otp',
        '--otp-methods',
        'email',
      ],
      { cwd: project, env, timeout: 30_000 },
    );
    const loaded = new Set(
      [...traced.stderr.matchAll(/^\[package\] (.+)$/gm)].map(([, name]) => name ?? ''),
    );
    loaded.delete('stytch-widget');
    console.log(`init loads: ${[...loaded].sort().join(', ')}`);
    expect([...loaded].filter((name) => !INIT_PACKAGES.has(name))).toEqual([]);
  }, 60_000);

  it('passes `npx stytch-widget smoke` against that config in Chromium', async () => {
    const { stdout } = await npx(['smoke', '--config', 'app/stytch-widget.config.json'], 90_000);
    expect(stdout).toMatch(/\b[1-9]\d* passed, 0 failed\b/);
  }, 120_000);

  it.each([
    [
      'next',
      [
        'app/page.tsx',
        'app/LoginWidget.tsx',
        'app/authenticate/page.tsx',
        'app/stytch-config.ts',
        'app/FinishLogin.tsx',
      ],
    ],
    [
      'vite',
      [
        'index.html',
        'authenticate.html',
        'src/index.tsx',
        'src/stytch-config.ts',
        'vite.config.ts',
      ],
    ],
  ])(
    'writes the %s app from the shipped templates with `init --framework`',
    async (framework, files) => {
      await npx([
        'init',
        '--yes',
        '--framework',
        framework,
        '--dir',
        framework,
        '--public-token',
        'public-token-test-123',
        '--products',
        'otp',
        '--otp-methods',
        'email',
      ]);
      for (const file of files) expect(existsSync(join(project, framework, file)), file).toBe(true);
      const manifest = JSON.parse(readFileSync(join(project, framework, 'package.json'), 'utf8'));
      const { version } = JSON.parse(readFileSync(fromPackageRoot('package.json'), 'utf8'));
      expect(manifest.dependencies['stytch-widget']).toBe(`^${version}`);
    },
  );

  it('every relative link in the shipped README resolves in the installed package', () => {
    const installed = join(project, 'node_modules', 'stytch-widget');
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => (m[1] ?? '').replace(/#.*$/, ''))
      .filter((link) => link && !/^[a-z][a-z0-9+.-]*:/i.test(link));
    // The README links to its area READMEs and docs: a count keeps the check from passing empty.
    expect(links.length).toBeGreaterThan(15);
    expect(links.filter((link) => !existsSync(join(installed, link)))).toEqual([]);
  });

  it('ships the official client’s types with the widget’s, so hosts need not install it', () => {
    const file = join(project, 'typed.ts');
    writeFileSync(
      file,
      `import type { MountOptions, WidgetEvent } from 'stytch-widget';
      type Client = NonNullable<MountOptions['client']>;
      export const loginStart = (client: Client) => client.otps.email.loginOrCreate;
      export const eventType = (event: WidgetEvent): string => event.type;
      // @ts-expect-error: the client has the official client's type, not any
      export const notAClient: Client = 42;\n`,
    );
    expect(existsSync(join(project, 'node_modules', '@stytch', 'vanilla-js'))).toBe(false);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  });

  it('ships the Node hook: `--import stytch-widget/node-hook` routes a fetch to Stytch to the test API', async () => {
    // A stand-in for the test API that answers with the path it was asked for.
    const api = createServer((req, res) => res.end(`test API got ${req.url}`));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const { stdout } = await run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "process.stdout.write(await (await fetch('https://test.stytch.com/v1/sessions/authenticate')).text())",
        ],
        {
          cwd: project,
          env: {
            ...env,
            NODE_OPTIONS: '--import stytch-widget/node-hook',
            STYTCH_WIDGET_TEST_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
          },
          timeout: 30_000,
        },
      );
      expect(stdout).toBe('test API got /v1/sessions/authenticate');
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
