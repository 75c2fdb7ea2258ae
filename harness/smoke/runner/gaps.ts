import { describeCall, type ProviderCall } from '../../routing';
import { UserError } from '../../shared/user-error';

/**
 * What a call the test API could not answer means for a scenario:
 * - `needed`: its flow cannot go on without the answer, so it fails at once, naming the call;
 * - `allowed`: the user accepted it (`--allow-gap`), listed as such;
 * - `listed`: the page asked, nothing waits for it (an image, a call of another product),
 *   listed in the report without failing the scenario.
 */
export type GapVerdict = 'needed' | 'allowed' | 'listed';

/** `--allow-gap "<METHOD> <path>"`: a path with `*` for any run of characters. */
export interface AllowedGap {
  method: string;
  path: string;
}

/** Every flow needs the project's bootstrap, the user and the session, whatever it logs in with. */
export const ALWAYS_NEEDED: readonly string[] = [
  '/sdk/v1/projects/bootstrap/',
  '/sdk/v1/users/',
  '/sdk/v1/sessions/',
];

// A page whose document or script did not load cannot run at all.
const LOADS_THE_PAGE = new Set(['document', 'script']);

/** Parses one `--allow-gap` value; a malformed one is the user's error, named with the form. */
export function parseAllowedGap(value: string): AllowedGap {
  const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(value);
  if (!match?.[1] || !match[2]) {
    throw new UserError(
      `--allow-gap takes "<METHOD> <path>" (e.g. "GET /sdk/v1/users/me", * matches anything), got "${value}"`,
    );
  }
  return { method: match[1].toUpperCase(), path: match[2] };
}

const withoutQuery = (path: string) => path.split('?')[0] ?? path;

function matchesPattern(pattern: string, path: string): boolean {
  const target = pattern.includes('?') ? path : withoutQuery(path);
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(target);
}

/**
 * The verdict on an unanswered call. `needs` are the API path prefixes of the scenario's flow
 * (`Scenario.needs`); a scenario that declares none needs every call.
 */
export function gapVerdict(
  call: Pick<ProviderCall, 'method' | 'path' | 'resourceType'>,
  needs: readonly string[] | undefined,
  allowed: readonly AllowedGap[] = [],
): GapVerdict {
  if (allowed.some((gap) => gap.method === call.method && matchesPattern(gap.path, call.path))) {
    return 'allowed';
  }
  if (needs === undefined) return 'needed';
  if (call.resourceType && LOADS_THE_PAGE.has(call.resourceType)) return 'needed';
  const path = withoutQuery(call.path);
  return [...ALWAYS_NEEDED, ...needs].some((prefix) => path.startsWith(prefix))
    ? 'needed'
    : 'listed';
}

/** A report line for a gap that did not fail the scenario. */
export function gapLine(call: ProviderCall, verdict: Exclude<GapVerdict, 'needed'>): string {
  return `${describeCall(call)}${verdict === 'allowed' ? ' [allowed by --allow-gap]' : ''}`;
}
