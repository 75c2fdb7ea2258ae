import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleFileNames } from '../../cli/init/bundle-copy';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { initYes, runCli, tempDir } from './run-cli';
import { importedBundle, moduleScript } from './snippet-source';

// Where `init` has the page load the widget from (`--bundle`), through the real binary.

const LOCAL = '/stytch-widget/stytch-widget.js';
const CDN = /^https:\/\/unpkg\.com\/stytch-widget@\d+\.\d+\.\d+[^/]*\/dist\/stytch-widget\.js$/;
const OTP = ['--products', 'otp', '--otp-methods', 'email', '--snippets', 'html'];

async function loginSnippet(dir: string): Promise<{ bundle?: string; preloads: string[] }> {
  const html = await readFile(join(dir, 'stytch-login.html'), 'utf8');
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return { bundle: importedBundle(moduleScript(html)), preloads };
}

/** Every file of the copy is the package's own, byte for byte. */
async function expectCopyIn(folder: string): Promise<void> {
  const names = bundleFileNames();
  expect(names).toContain('chunks/runtime.js');
  for (const name of names) {
    const [copied, packaged] = await Promise.all([
      readFile(join(folder, 'stytch-widget', name)),
      readFile(fromPackageRoot('dist', name)),
    ]);
    expect(copied.equals(packaged), name).toBe(true);
  }
}

describe('init --bundle: where the page loads the widget from', () => {
  it.concurrent('with the local test API (the default API for a test token) it copies the bundle beside the pages and points the snippet there', async () => {
    const dir = await tempDir();
    const run = await initYes(dir, OTP);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await loginSnippet(dir)).toEqual({
      bundle: LOCAL,
      preloads: ['/stytch-widget/chunks/runtime.js'],
    });
    await expectCopyIn(dir);
    expect(run.stdout).toMatch(
      /stytch-widget +the widget \(\d+ files of stytch-widget [\d.]+\), at \/stytch-widget\/ when this folder is the site's root/,
    );
  });

  it.concurrent.each([
    ["Stytch's servers", ['--stytch-api']],
    ['a test API on another machine', ['--api-url', 'https://test-api.example.com']],
  ])('with %s it loads the published bundle and copies nothing', async (_name, flags) => {
    const dir = await tempDir();
    const run = await initYes(dir, [...OTP, ...flags]);
    expect(run.code, run.stderr).toBe(0);
    expect((await loginSnippet(dir)).bundle).toMatch(CDN);
    expect(existsSync(join(dir, 'stytch-widget'))).toBe(false);
  });

  it.concurrent.each([
    ['cdn', ['--bundle', 'cdn'], CDN],
    [
      'a URL',
      ['--bundle', 'https://cdn.example.com/w/stytch-widget.js'],
      /^https:\/\/cdn\.example\.com\/w\/stytch-widget\.js$/,
    ],
    ['--bundle-url', ['--bundle-url', '/assets/stytch-widget.js'], /^\/assets\/stytch-widget\.js$/],
  ])('--bundle %s with the local test API: that address, no copy', async (_name, flags, url) => {
    const dir = await tempDir();
    const run = await initYes(dir, [...OTP, ...flags]);
    expect(run.code, run.stderr).toBe(0);
    expect((await loginSnippet(dir)).bundle).toMatch(url);
    expect(existsSync(join(dir, 'stytch-widget'))).toBe(false);
  });

  it.concurrent("--bundle local with Stytch's servers: the copy", async () => {
    const dir = await tempDir();
    const run = await initYes(dir, [...OTP, '--stytch-api', '--bundle', 'local']);
    expect(run.code, run.stderr).toBe(0);
    expect((await loginSnippet(dir)).bundle).toBe(LOCAL);
    expect(existsSync(join(dir, 'stytch-widget', 'stytch-widget.js'))).toBe(true);
  });

  it.concurrent.each([
    ['Vite', { devDependencies: { vite: '^8.0.0' } }, 'vite.config.ts'],
    ['Next.js', { dependencies: { next: '^16.0.0' } }, 'next.config.mjs'],
    ['Vite (found by its dependency alone)', { devDependencies: { vite: '^8.0.0' } }, undefined],
  ])(
    'in a %s project the copy goes into public/, served at the site root',
    async (_name, manifest, configFile) => {
      const dir = await tempDir();
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'app', ...manifest }));
      if (configFile) await writeFile(join(dir, configFile), 'export default {};\n');
      const run = await initYes(dir, OTP);
      expect(run.code, run.stderr).toBe(0);
      expect((await loginSnippet(dir)).bundle).toBe(LOCAL);
      await expectCopyIn(join(dir, 'public'));
      expect(existsSync(join(dir, 'stytch-widget'))).toBe(false);
      expect(run.stdout).toMatch(
        /public\/stytch-widget +the widget .* once (Vite|Next\.js) serves public\//,
      );
    },
  );

  it.concurrent('replaces an earlier copy without asking (the snippets it asks about)', async () => {
    const dir = await tempDir();
    expect((await initYes(dir, OTP)).code).toBe(0);
    await writeFile(join(dir, 'stytch-widget', 'stytch-widget.js'), '// an older copy\n');
    await rm(join(dir, 'stytch-login.html'));
    await rm(join(dir, 'stytch-widget.config.json'));
    const again = await initYes(dir, OTP);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    await expectCopyIn(dir);
  });

  it.concurrent.each([
    [
      ['--bundle', 'nearby'],
      '--bundle: expected local, cdn, or an http(s) URL or a path starting with "/", "./" or "../", got "nearby"',
    ],
    [
      ['--bundle', 'cdn', '--bundle-url', '/w.js'],
      '--bundle and --bundle-url say the same thing; give one',
    ],
    [['--bundle', 'local', '--framework', 'next'], '--bundle: only used with --framework html'],
  ])('refuses %j (exit 2), writing nothing', async (flags, message) => {
    const dir = await tempDir();
    const run = await initYes(dir, [...OTP.slice(0, 4), ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('doctor and the copy', () => {
  /** The bundle findings of `doctor --json` in a project. */
  async function bundleFindings(dir: string) {
    const run = await runCli(['doctor', '--json'], { cwd: dir });
    const result = JSON.parse(run.stdout) as {
      findings: { check: string; level: string; message: string; fix?: string }[];
    };
    return result.findings.filter((finding) => finding.check === 'bundle');
  }

  it.concurrent('finds the copy init wrote, and says when it is missing or not this version', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'site'));
    const site = join(dir, 'site');
    expect((await initYes(site, OTP)).code).toBe(0);
    expect(await bundleFindings(site)).toEqual([
      {
        check: 'bundle',
        level: 'ok',
        message: `the bundle ${LOCAL} (stytch-login.html) is in the project: stytch-widget/stytch-widget.js`,
      },
    ]);

    await writeFile(join(site, 'stytch-widget', 'stytch-widget.js'), '// an older copy\n');
    const [stale] = await bundleFindings(site);
    expect(stale?.level).toBe('warning');
    expect(stale?.message).toMatch(
      /stytch-widget\/stytch-widget\.js \(stytch-login\.html\) is not the bundle of this stytch-widget/,
    );

    await rm(join(site, 'stytch-widget'), { recursive: true });
    const [missing] = await bundleFindings(site);
    expect(missing?.level).toBe('error');
    expect(missing?.message).toBe(
      `stytch-login.html loads the widget from ${LOCAL}, but stytch-widget/stytch-widget.js is not in this folder (served at the site's root)`,
    );
    expect(missing?.fix).toMatch(/npx stytch-widget init --bundle local/);
  });
});
