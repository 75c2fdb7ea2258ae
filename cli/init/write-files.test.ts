import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existingFiles, writeFilesAtomically } from './write-files';

const temp = () => mkdtemp(join(tmpdir(), 'stytch-widget-write-'));

describe('writeFilesAtomically', () => {
  it('writes every file, creating folders, leaving no temporary files', async () => {
    const dir = await temp();
    writeFilesAtomically([
      { path: join(dir, 'a.json'), contents: '{}\n' },
      { path: join(dir, 'web', 'b.html'), contents: '<div></div>\n' },
    ]);
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'web']);
    expect(await readFile(join(dir, 'web', 'b.html'), 'utf8')).toBe('<div></div>\n');
  });

  it('writes nothing when one file cannot be written, and cleans up', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'a.json'), 'old');
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be');
    expect(() =>
      writeFilesAtomically([
        { path: join(dir, 'a.json'), contents: 'new' },
        { path: join(dir, 'blocker', 'b.html'), contents: 'x' },
      ]),
    ).toThrow();
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('old');
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'blocker']);
  });

  it('lists the files that already exist', async () => {
    const dir = await temp();
    await writeFile(join(dir, 'a'), '');
    expect(
      existingFiles([
        { path: join(dir, 'a'), contents: '' },
        { path: join(dir, 'b'), contents: '' },
      ]),
    ).toEqual([join(dir, 'a')]);
  });
});
