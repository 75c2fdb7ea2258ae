import { InvalidArgumentError } from 'commander';

/** Commander argument parser for a TCP port (0 picks a free one). */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new InvalidArgumentError(`expected a port number from 0 to 65535, got "${value}"`);
  }
  return port;
}
