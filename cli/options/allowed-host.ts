import { InvalidArgumentError } from 'commander';

/** `--allowed-host <host>`, repeatable: each use adds one host name (a port is dropped). */
export function collectHost(value: string, previous: string[] = []): string[] {
  const host = value.trim();
  if (!host || /[/\s]/.test(host)) {
    throw new InvalidArgumentError(
      `--allowed-host takes a host name such as app.test, got "${value}"`,
    );
  }
  return [...previous, host];
}
