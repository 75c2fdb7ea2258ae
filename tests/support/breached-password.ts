import { createUserWithPassword } from '../../harness/smoke/scenarios/test-api-accounts';
import { hashPassword } from '../../harness/test-api/cryptography/password-hash';
import type { BrowserEnv } from './browser-env';

/** A password on the test API's breached list, which it refuses to set through its routes. */
export const BREACHED_PASSWORD = 'Password1!';

/**
 * A user whose password later appeared in a breach: the API refuses to create one, so the
 * user is made with a strong password and the store is given the breached one directly, as a
 * leak would leave it. Logging in with BREACHED_PASSWORD then answers Password Breached.
 */
export async function createUserWithBreachedPassword(
  env: BrowserEnv,
  publicToken: string,
  email: string,
  strong: string,
): Promise<void> {
  const userId = await createUserWithPassword(env.api.url, publicToken, email, strong);
  env.api.api.store.users.setPassword(
    userId,
    `password-test-${Date.now()}`,
    await hashPassword(BREACHED_PASSWORD),
  );
}
