import { type RunningTestApi, type StartOptions, startTestApi } from '../../../harness/test-api';

export const PUBLIC_TOKEN = 'public-token-test-contract-0001';

/** An in-process test API on a free loopback port with an in-memory store. */
export function startServer(options: StartOptions = {}): Promise<RunningTestApi> {
  return startTestApi({ port: 0, db: ':memory:', ...options });
}

/** A fresh test project per call: the SDK keeps one data layer per token per page. */
export const uniqueToken = (): string => `public-token-test-${crypto.randomUUID()}`;
