import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile, readJsonFileSync } from './read-json-file';
import { UserError } from './user-error';

async function scratch(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'stytch-widget-read-json-'));
}

const failure = (read: () => unknown): UserError => {
  try {
    read();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a UserError');
};

describe('readJsonFile and readJsonFileSync', () => {
  it('parse a file, a byte-order mark at its start included', async () => {
    const dir = await scratch();
    await writeFile(join(dir, 'a.json'), '\uFEFF{"a": [1]}');
    expect(await readJsonFile(join(dir, 'a.json'))).toEqual({ a: [1] });
    expect(readJsonFileSync(join(dir, 'a.json'))).toEqual({ a: [1] });
  });

  it('malformed JSON: an input error naming file:line:col', async () => {
    const dir = await scratch();
    const file = join(dir, 'bad.json');
    await writeFile(file, '{\n  "a": 1,\n}');
    const error = failure(() => readJsonFileSync(file));
    expect(error.kind).toBe('input');
    expect(error.lines).toEqual([`${file}:3:1: malformed JSON: trailing comma before "}"`]);
    await expect(readJsonFile(file)).rejects.toThrow(`${file}:3:1: malformed JSON: `);
  });

  it('a missing file names the fix given, else `stytch-widget init`', async () => {
    const dir = await scratch();
    const missing = join(dir, 'missing.json');
    expect(
      failure(() => readJsonFileSync(missing, { missingFix: 'check the --seed path' })).message,
    ).toBe(`${missing}: no such file; check the --seed path`);
    await expect(readJsonFile(missing)).rejects.toThrow(
      `${missing}: no such file; create one with \`stytch-widget init\``,
    );
  });

  it('a folder is named as one', async () => {
    const dir = await scratch();
    expect(failure(() => readJsonFileSync(dir)).message).toBe(`${dir}: is a folder, not a file`);
  });
});
