import { SESSION_DURATION_MINUTES_FALLBACK } from '../../widget/config/constants';
import type { FlagSpec, InitFlags } from '../init/flags';
import type { AskContext } from './ask';
import { askMinutes } from './minutes';

export const SESSION_FLAGS: FlagSpec[] = [
  {
    flags: '--session-duration <minutes>',
    description: `how long a login lasts (default ${SESSION_DURATION_MINUTES_FALLBACK})`,
  },
];

export function askSessionDuration(context: AskContext, flags: InitFlags): Promise<number> {
  return askMinutes(
    context,
    '--session-duration',
    flags.sessionDuration,
    'Session: minutes a login lasts',
    SESSION_DURATION_MINUTES_FALLBACK,
  );
}
