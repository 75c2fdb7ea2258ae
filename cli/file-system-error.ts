import { CliError, EXIT } from './errors';

// A path the person gave that cannot be read or written (a missing folder, no permission, a
// file where a folder should be) is theirs to fix, whichever command met it.

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it already exists',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  ENAMETOOLONG: 'the name is too long',
};

const VERBS: Record<string, string> = {
  open: 'open',
  read: 'read',
  write: 'write',
  mkdir: 'create the folder',
  scandir: 'read the folder',
  copyfile: 'copy',
  rename: 'move',
  unlink: 'remove',
  rmdir: 'remove',
  stat: 'find',
  lstat: 'find',
  access: 'reach',
};

/** A Node file-system error on a path, as the CLI prints it (exit 2); null for anything else. */
export function fileSystemError(error: unknown): CliError | null {
  if (!(error instanceof Error)) return null;
  const { code, path, syscall } = error as NodeJS.ErrnoException;
  const reason = code ? REASONS[code] : undefined;
  if (!reason || !path) return null;
  return new CliError(
    [
      `Cannot ${VERBS[syscall ?? ''] ?? syscall ?? 'use'} ${path}: ${reason}.`,
      'Check the path you gave and its permissions, then run the command again.',
    ],
    EXIT.usage,
    { cause: error },
  );
}
