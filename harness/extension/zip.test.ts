import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import extract from 'extract-zip';
import { describe, expect, it } from 'vitest';
import { zipFolder } from './zip';

describe('zipFolder', () => {
  it('zips a folder that a standard unzipper restores byte for byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-in-'));
    mkdirSync(join(dir, 'widget', 'chunks'), { recursive: true });
    const big = 'const x = 1;\n'.repeat(2000);
    writeFileSync(join(dir, 'manifest.json'), '{"manifest_version":3}');
    writeFileSync(join(dir, 'widget', 'chunks', 'a-1.js'), big);
    writeFileSync(join(dir, 'tiny'), 'x');
    const zip = zipFolder(dir);
    expect(zip.length).toBeLessThan(big.length / 4);
    expect(zipFolder(dir).equals(zip)).toBe(true);

    const zipFile = join(mkdtempSync(join(tmpdir(), 'zip-')), 'out.zip');
    writeFileSync(zipFile, zip);
    const out = mkdtempSync(join(tmpdir(), 'zip-out-'));
    await extract(zipFile, { dir: out });
    expect(readFileSync(join(out, 'manifest.json'), 'utf8')).toBe('{"manifest_version":3}');
    expect(readFileSync(join(out, 'widget', 'chunks', 'a-1.js'), 'utf8')).toBe(big);
    expect(readFileSync(join(out, 'tiny'), 'utf8')).toBe('x');
  });
});
