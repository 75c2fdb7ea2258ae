import type { RouteContext } from '../context';
import { badRequest } from '../errors';
import type { Project } from '../projects';
import { type Body, objectBody } from '../validate';

// Control bodies are written by hand in tests and curl lines: a misspelt field is refused by
// name instead of being ignored, so a test never passes for the wrong reason.

export function controlBody(raw: unknown, allowed: readonly string[]): Body {
  const body = objectBody(raw);
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key)) {
      throw badRequest(
        `Unknown field "${key.slice(0, 60)}"; this route accepts ${allowed.length > 0 ? allowed.join(', ') : 'no fields'}.`,
      );
    }
  }
  return body;
}

/** The project a control call names; a refused token is the caller's mistake (400, not 401). */
export function controlProject(
  ctx: RouteContext,
  token: string | undefined,
  where: string,
): Project {
  try {
    return ctx.projects.resolve(token);
  } catch (error) {
    throw badRequest(`${where}: ${(error as Error).message}`);
  }
}
