import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from './errors';
import { fileSystemError } from './file-system-error';

describe('fileSystemError', () => {
  it('a path that cannot be written: two lines, exit 2', async () => {
    const error = await mkdir(join(import.meta.dirname, 'file-system-error.ts', 'x')).catch(
      (e: unknown) => e,
    );
    const cli = fileSystemError(error);
    expect(cli?.exitCode).toBe(EXIT.usage);
    expect(cli?.lines).toEqual([
      `Cannot create the folder ${join(import.meta.dirname, 'file-system-error.ts', 'x')}: a part of the path is a file, not a folder.`,
      'Check the path you gave and its permissions, then run the command again.',
    ]);
    expect(cli?.cause).toBe(error);
  });

  it('anything else is not one: a plain Error, a system error without a path', () => {
    expect(fileSystemError(new TypeError('bug'))).toBeNull();
    expect(fileSystemError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(fileSystemError('text')).toBeNull();
  });
});
