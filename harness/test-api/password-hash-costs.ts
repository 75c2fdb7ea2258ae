// The names of the test API's password hashing costs, with no code behind them: the CLI's
// `test-api --password-hash-cost` flag lists them, and every command's start-up loads the
// flag definitions, so this entry must not reach the server (or phone parsing) at all.

/**
 * `test` (the default) keeps a password login about as cheap as an email login; `production`
 * is the cost a real service pays (~50 ms of CPU per hash), for timing a UI against it.
 */
export type PasswordHashCost = 'test' | 'production';

export const PASSWORD_HASH_COSTS: readonly PasswordHashCost[] = ['test', 'production'];
