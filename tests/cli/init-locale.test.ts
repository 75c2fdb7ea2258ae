import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeProblem } from '../../widget/i18n/locales';
import { acceptDefaults, interactiveInit, screen } from './prompt-screen';
import { initYes, runCli, TOKEN, tempDir } from './run-cli';

async function readText(dir: string, name: string): Promise<string> {
  return readFile(join(dir, name), 'utf8');
}

describe('init asks for the widget language', () => {
  it('--locale puts it into the config file and into every snippet mount call', async () => {
    const dir = await tempDir();
    const init = await initYes(dir, [
      '--products',
      'otp,passwords',
      '--otp-methods',
      'email',
      '--locale',
      'pt-BR',
    ]);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    const config = JSON.parse(await readText(dir, 'stytch-widget.config.json'));
    expect(config.locale).toBe('pt-BR');
    expect(await readText(dir, 'stytch-login.html')).toContain('"locale": "pt-BR"');
    expect(await readText(dir, 'LoginWidget.tsx')).toContain('locale="pt-BR"');
    expect(await readText(dir, 'stytch-reset.html')).toContain('"locale": "pt-BR"');
    expect(await readText(dir, 'ResetPassword.tsx')).toContain('locale="pt-BR"');
    const validate = await runCli(['validate', join(dir, 'stytch-widget.config.json')]);
    expect(validate.code).toBe(0);
  });

  it('leaves English (the default) out of the config', async () => {
    const dir = await tempDir();
    const init = await initYes(dir, []);
    expect(init.code).toBe(0);
    const config = JSON.parse(await readText(dir, 'stytch-widget.config.json'));
    expect(config).not.toHaveProperty('locale');
    expect(await readText(dir, 'stytch-login.html')).not.toContain('locale');
  });

  it('refuses a language the widget does not ship, naming the ones it does', async () => {
    const dir = await tempDir();
    const init = await initYes(dir, ['--locale', 'it']);
    expect(init.code).not.toBe(0);
    expect(init.stderr).toContain(`--locale: ${localeProblem('it')}`);
  });

  it('offers the languages as a list in the interactive init', async () => {
    const run = interactiveInit({ dir: await tempDir() });
    await run.next();
    run.answer(TOKEN);
    let text = await run.next();
    for (let guard = 0; guard < 30 && !text.includes("The widget's language"); guard++) {
      screen.keypress('enter');
      text = await run.next();
    }
    expect(text).toContain('Français (French)');
    expect(text).toContain('العربية (Arabic, right to left)');
    screen.keypress('down'); // Español
    screen.keypress('down'); // Français
    screen.keypress('enter');
    await run.next();
    await acceptDefaults(run.result);
    const result = await run.result;
    expect(result.config.locale).toBe('fr');
  });
});

describe('validate and the mount say the same about an unknown locale', () => {
  it('reports it in the words the widget uses', async () => {
    const dir = await tempDir();
    const file = join(dir, 'stytch-widget.config.json');
    await writeFile(
      file,
      JSON.stringify({ publicToken: TOKEN, products: ['emailMagicLinks'], locale: 'fr-CA' }),
    );
    const validate = await runCli(['validate', file]);
    expect(validate.code).not.toBe(0);
    expect(`${validate.stdout}${validate.stderr}`).toContain(localeProblem('fr-CA'));
  });
});
