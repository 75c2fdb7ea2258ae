import { InvalidArgumentError } from 'commander';

/**
 * `--allow-origin <origin>`, repeatable: one more origin the test API answers with CORS, added
 * to the defaults. An origin is a scheme and a host (and a port): no path; `*` matches within
 * one part, as in `http://*.app.test:*`.
 */
export function collectOrigin(value: string, previous: string[] = []): string[] {
  const origin = value.trim().replace(/\/$/, '');
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(origin)) {
    throw new InvalidArgumentError(
      `--allow-origin takes an origin such as http://app.test:8080 (no path), got "${value}"`,
    );
  }
  return [...previous, origin];
}
