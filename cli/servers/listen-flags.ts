import { ListenError, NO_SUCH_ADDRESS, type ServerRole } from '../../harness/shared/listen-error';
import { CliError, EXIT } from '../errors';

/** The flags of a command that move each of its servers. */
export interface ListenFlags {
  port: Partial<Record<ServerRole, string>>;
  host?: string;
}

/**
 * A server that could not listen, with the fix in the command's own flags (the harness knows
 * the port, not the flag that set it). Any other error is returned as it is.
 */
export function withListenFlags(error: unknown, flags: ListenFlags): unknown {
  if (!(error instanceof ListenError)) return error;
  const flag = flags.port[error.role];
  let fix = error.fix;
  if (NO_SUCH_ADDRESS.includes(error.code) && flags.host) {
    fix = `Pass ${flags.host} 127.0.0.1, or another address of this machine.`;
  } else if (error.code === 'EACCES' && flag) {
    fix = `Pass ${flag} with a port from 1024 up (0 picks a free one).`;
  } else if (error.code === 'EADDRINUSE' && flag) {
    fix = `Stop what uses it, or pass another ${flag} (0 picks a free one).`;
  }
  return new CliError([error.message, ...(fix ? [fix] : [])], EXIT.problems, { cause: error });
}
