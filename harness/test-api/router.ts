import type { RouteContext } from './context';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `sdk`: a `/sdk/v1` call; the result is wrapped as `{ data: { request_id, status_code, … } }`.
 * `bare`: JSON sent as returned (control namespace, JWKS). Handlers may also return a
 * RawResponse for HTML or redirects.
 */
export type Envelope = 'sdk' | 'bare';

export interface Route {
  method: Method;
  /** Segments; `:name` captures one segment into `params.name`. */
  path: string;
  envelope: Envelope;
  handle(ctx: RouteContext): unknown;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export type MatchResult = RouteMatch | { methodNotAllowed: Method[] } | null;

export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, segments: split(route.path) }));
  return {
    match(method: string, path: string): MatchResult {
      const parts = split(path);
      const allowed: Method[] = [];
      for (const { route, segments } of compiled) {
        const params = matchSegments(segments, parts);
        if (!params) continue;
        if (route.method === method) return { route, params };
        allowed.push(route.method);
      }
      return allowed.length > 0 ? { methodNotAllowed: allowed } : null;
    },
  };
}

const split = (path: string): string[] => path.split('/').filter((part) => part !== '');

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const actual = parts[i] as string;
    if (expected.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return null;
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
