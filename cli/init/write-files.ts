import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface PlannedFile {
  path: string;
  /** Text, or bytes copied as they are (the widget's bundle). */
  contents: string | Uint8Array;
}

export function existingFiles(files: readonly PlannedFile[]): string[] {
  return files.filter((file) => existsSync(file.path)).map((file) => file.path);
}

/**
 * Writes every file or none: each goes to a temporary file beside its target, and only when
 * all are written are they renamed into place (a rename is atomic on one file system).
 * The work is synchronous, and SIGINT is held off meanwhile, so a Ctrl-C cannot land between
 * two writes: the files are either all old or all new.
 */
export function writeFilesAtomically(files: readonly PlannedFile[]): void {
  const held = () => {};
  process.on('SIGINT', held);
  const temps: { temp: string; target: string }[] = [];
  try {
    for (const file of files) {
      mkdirSync(dirname(file.path), { recursive: true });
      const temp = join(
        dirname(file.path),
        `.${basename(file.path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
      );
      temps.push({ temp, target: file.path });
      writeFileSync(temp, file.contents, { flag: 'wx' });
    }
    for (const { temp, target } of temps) renameSync(temp, target);
  } catch (error) {
    for (const { temp } of temps) rmSync(temp, { force: true });
    throw error;
  } finally {
    // Let a Ctrl-C pressed during the writes arrive first, then restore the default.
    setImmediate(() => process.off('SIGINT', held));
  }
}
