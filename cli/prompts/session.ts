import { SESSION_DURATION_MINUTES } from '../../widget/config/api-limits';
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

/** `previous`: the answer being changed (from init's summary), offered as the default. */
export function askSessionDuration(
  context: AskContext,
  flags: InitFlags,
  previous?: number,
): Promise<number> {
  return askMinutes(
    context,
    '--session-duration',
    flags.sessionDuration,
    'Session: minutes a login lasts',
    previous ?? SESSION_DURATION_MINUTES_FALLBACK,
    SESSION_DURATION_MINUTES,
  );
}
