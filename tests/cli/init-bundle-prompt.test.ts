import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { acceptDefaults, erase, interactiveInit, screen } from './prompt-screen';
import { TOKEN, tempDir } from './run-cli';

const QUESTION = 'Where will your page load the widget from?';

/** Enter on every question (its default) until the bundle question shows. */
async function upToTheBundleQuestion(run: ReturnType<typeof interactiveInit>): Promise<string> {
  await run.next();
  for (let guard = 0; !screen.getScreen().includes(QUESTION); guard++) {
    expect(guard).toBeLessThan(30);
    screen.keypress('enter');
    await run.next();
  }
  return screen.getScreen();
}

it('asks where the page loads the widget from, the copy first with the local test API; another address is checked', async () => {
  const dir = await tempDir();
  const run = interactiveInit({ dir, publicToken: TOKEN, products: 'otp', otpMethods: 'email' });
  const question = await upToTheBundleQuestion(run);
  // The default (the cursor's row) is the copy: the API defaults to the local test API.
  expect(question).toMatch(
    /❯ A copy inside this project \(its public folder, served at \/stytch-widget\/stytch-widget\.js; works offline\)/,
  );
  expect(question).toContain('The published bundle on unpkg');
  screen.keypress('down');
  screen.keypress('down');
  screen.keypress('enter');
  await run.next();
  run.answer('cdn.example.com/stytch-widget.js');
  await run.next();
  expect(screen.getScreen()).toContain('an http(s) URL or a path starting with "/", "./" or "../"');
  erase('cdn.example.com/stytch-widget.js'.length);
  run.answer('https://cdn.example.com/stytch-widget.js');
  await run.next();
  await acceptDefaults(run.result);
  await run.result;
  const html = await readFile(join(dir, 'stytch-login.html'), 'utf8');
  expect(html).toContain(
    '<script type="module" async src="https://cdn.example.com/stytch-widget.js"></script>',
  );
  expect(existsSync(join(dir, 'stytch-widget'))).toBe(false);
});

it("defaults to the published bundle with Stytch's servers", async () => {
  const dir = await tempDir();
  const run = interactiveInit({
    dir,
    publicToken: TOKEN,
    products: 'otp',
    otpMethods: 'email',
    stytchApi: true,
  });
  expect(await upToTheBundleQuestion(run)).toMatch(/❯ The published bundle on unpkg/);
  await acceptDefaults(run.result);
  const result = await run.result;
  expect(result.written.some((file) => file.format === 'bundle')).toBe(false);
});
