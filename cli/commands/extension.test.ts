import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import extract from 'extract-zip';
import { describe, expect, it } from 'vitest';
import { readConfigText } from '../../harness/extension';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { formatProblem } from '../../widget/config/problems';
import { runExtension } from './extension';
import { runValidate } from './validate';

// Needs the build (dist/extension): skipped with a reason where it has not run.
const built = existsSync(fromPackageRoot('dist', 'extension', 'manifest.json'));

describe("the extension's config check", () => {
  it('says what `validate` says about a config, line for line', async () => {
    const broken = {
      publicToken: 'public-token-test-1',
      products: ['otp', 'magic'],
      otpOptions: { methods: [] },
    };
    const dir = mkdtempSync(join(tmpdir(), 'ext-config-'));
    const file = join(dir, 'stytch-widget.config.json');
    writeFileSync(file, JSON.stringify(broken));
    const cli = await runValidate({ file });
    if (cli.ok) throw new Error('validate accepted a broken config');
    const expected = cli.problems.map(formatProblem);
    expect(expected.length).toBeGreaterThan(1);
    expect(readConfigText(JSON.stringify(broken), 'pasted')).toEqual({
      ok: false,
      problems: expected,
    });
  });

  it('names the line and column of malformed JSON as `validate` does', async () => {
    const text = '{\n  "products": [,]\n}';
    const dir = mkdtempSync(join(tmpdir(), 'ext-config-'));
    const file = join(dir, 'stytch-widget.config.json');
    writeFileSync(file, text);
    const refused = await runValidate({ file }).catch((error: Error) => error.message);
    expect(readConfigText(text, file)).toEqual({ ok: false, problems: [refused] });
  });
});

describe('stytch-widget extension', () => {
  it.skipIf(!built)('names the built folder, and --zip writes a zip of exactly it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cli-extension-'));
    const plain = await runExtension({ cwd });
    expect(plain).toEqual({ folder: fromPackageRoot('dist', 'extension') });

    const zipped = await runExtension({ cwd, zip: true });
    expect(zipped.zipFile).toMatch(/stytch-widget-extension-\d+\.\d+\.\d+.*\.zip$/);
    const out = mkdtempSync(join(tmpdir(), 'cli-extension-out-'));
    await extract(zipped.zipFile as string, { dir: out });
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.manifest_version).toBe(3);
    expect(readFileSync(join(out, 'widget', 'stytch-widget.js'))).toEqual(
      readFileSync(fromPackageRoot('dist', 'stytch-widget.js')),
    );
  });
});
