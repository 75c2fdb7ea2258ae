import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptDefaults, interactiveInit, screen } from './prompt-screen';
import { initYes, runCli, TOKEN, tempDir } from './run-cli';

// `init --framework next|vite` writes the config and an app around it (templates/next,
// templates/vite); html, the default, writes the snippets as before. The apps themselves are
// built and smoke-tested in tests/templates/.

const base = [
  'init',
  '--yes',
  '--public-token',
  TOKEN,
  '--products',
  'otp',
  '--otp-methods',
  'email',
];

describe('init --framework', () => {
  it('next: the config and the app router app, and what to run next', async () => {
    const dir = await tempDir();
    const init = await runCli([...base, '--framework', 'next', '--dir', join(dir, 'web')], {
      cwd: dir,
    });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const web = join(dir, 'web');
    for (const file of [
      'stytch-widget.config.json',
      'package.json',
      'app/page.tsx',
      'app/LoginWidget.tsx',
      'app/authenticate/page.tsx',
      'app/stytch-config.ts',
    ]) {
      expect(existsSync(join(web, file)), file).toBe(true);
    }
    expect(existsSync(join(web, 'stytch-login.html'))).toBe(false);
    expect(existsSync(join(web, 'app/reset-password'))).toBe(false);
    const manifest = JSON.parse(await readFile(join(web, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('web');
    expect(manifest.scripts).toMatchObject({ build: 'next build', start: 'next start' });
    expect(init.stdout).toContain('web/app/authenticate/page.tsx');
    expect(init.stdout).toContain('the redirect route (/authenticate)');
    expect(init.stdout).toMatch(
      /Next:\n {2}cd web\n {2}npm install +next, react and stytch-widget\n {2}npx stytch-widget test-api +the test API the config points at \(http:\/\/127\.0\.0\.1:4010\)\n {2}npm run dev +the app on http:\/\/localhost:3000\n {2}npm run build && npm start +then, with test-api stopped, `npm run smoke`/,
    );
    const validate = await runCli(['validate', join(web, 'stytch-widget.config.json')]);
    expect(validate.code).toBe(0);
  });

  it('vite: the multi-page app, with the reset page when passwords are chosen', async () => {
    const dir = await tempDir();
    const init = await initYes(dir, [
      '--products',
      'passwords',
      '--framework',
      'vite',
      '--stytch-api',
    ]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    for (const file of [
      'index.html',
      'authenticate.html',
      'reset-password.html',
      'src/reset-password.tsx',
      'vite.config.ts',
    ]) {
      expect(existsSync(join(dir, file)), file).toBe(true);
    }
    expect(existsSync(join(dir, 'passkeys.html'))).toBe(false);
    expect(init.stdout).toContain('npm run build && npm run preview');
    // Stytch's servers: no test API to start, and no smoke (it needs the config's apiUrl here).
    expect(init.stdout).not.toContain('test-api');
    expect(init.stdout).not.toContain('npm run smoke');
  });

  it('html (the default) writes the snippets as before', async () => {
    const dir = await tempDir();
    const init = await runCli([...base, '--dir', dir]);
    expect(init.code).toBe(0);
    expect(existsSync(join(dir, 'stytch-login.html'))).toBe(true);
    expect(existsSync(join(dir, 'package.json'))).toBe(false);
    expect(init.stdout).toContain('npx stytch-widget dev');
  });

  it('refuses an unknown framework, naming the ones it has', async () => {
    const init = await runCli([...base, '--framework', 'nuxt', '--dir', await tempDir()]);
    expect(init.code).toBe(2);
    expect(init.stderr).toContain('--framework: expected one of html, next, vite, got "nuxt"');
  });

  it.each([
    ['--snippets', 'html'],
    ['--bundle-url', '/assets/stytch-widget.js'],
  ])(
    'refuses %s with an app framework: the app imports the widget from the package',
    async (flag, value) => {
      const dir = await tempDir();
      const init = await runCli([...base, '--framework', 'next', flag, value, '--dir', dir]);
      expect(init.code).toBe(2);
      expect(init.stderr).toContain(`${flag}: only used with --framework html`);
      expect(existsSync(join(dir, 'stytch-widget.config.json'))).toBe(false);
    },
  );

  it('keeps an existing package.json unless --force, and writes nothing then', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'package.json'), '{"name":"mine"}\n');
    const kept = await runCli([...base, '--framework', 'vite', '--dir', dir]);
    expect(kept.code).toBe(1);
    expect(kept.stderr).toContain('package.json already exists');
    expect(existsSync(join(dir, 'stytch-widget.config.json'))).toBe(false);
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
    const forced = await runCli([...base, '--framework', 'vite', '--force', '--dir', dir]);
    expect(forced.code).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')).scripts.build).toBe(
      'vite build',
    );
  });

  it('is asked last in the interactive init (then the summary), plain HTML first and the default', async () => {
    const dir = await tempDir();
    const run = interactiveInit({ dir, publicToken: TOKEN, products: 'otp', otpMethods: 'email' });
    let text = await run.next();
    for (let guard = 0; guard < 30 && !text.includes('What should init write?'); guard++) {
      screen.keypress('enter');
      text = await run.next();
    }
    expect(text).toMatch(/❯ Plain HTML: the config and embed snippets/);
    expect(text).toContain('A Next.js app (app router)');
    expect(text).toContain('A Vite + React app');
    screen.keypress('down');
    screen.keypress('enter');
    expect(await run.next()).toContain('Write these files, or change an answer?');
    expect(run.notes.join('')).toContain('writes: a Next.js app');
    screen.keypress('enter');
    const result = await run.result;
    expect(result.framework).toBe('next');
    expect(existsSync(join(dir, 'app/page.tsx'))).toBe(true);
  });

  it('is not asked when --snippets says the answer', async () => {
    const run = interactiveInit({
      dir: await tempDir(),
      publicToken: TOKEN,
      products: 'otp',
      otpMethods: 'email',
      snippets: 'html',
    });
    await run.next();
    const prompts = await acceptDefaults(run.result);
    expect(prompts.length).toBeGreaterThan(2);
    expect(prompts.join('\n')).not.toContain('What should init write?');
    expect((await run.result).framework).toBe('html');
  });
});
