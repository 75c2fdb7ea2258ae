import type { TestApi } from '../app';
import { hashPassword } from '../cryptography/password-hash';
import { newId } from '../cryptography/random';
import { ApiError, badRequest } from '../errors';
import { assertTestToken } from '../projects';
import type { SeedData, SeedUser } from './types';

// Writes seed users into the store. Passwords are hashed first (scrypt, off the main thread),
// then everything is written in one transaction: a refused seed leaves the store as it was.

export interface SeedResult {
  /** Users created per project id. */
  created: Record<string, string[]>;
  /** Users left out because one of their ids or identifiers was already taken (`skip` mode). */
  skipped: number;
}

export interface SeedOptions {
  /**
   * `fail` (the control API): a taken email, phone, wallet or id refuses the whole seed (409).
   * `skip` (`--seed` at start): such a user is left out, so a seed file can be given again to
   * a store that already holds it.
   */
  onConflict?: 'fail' | 'skip';
}

type Services = Pick<TestApi, 'store' | 'projects' | 'clocks' | 'passwordHashCost'>;
type Store = Services['store'];

const PROJECT_ID = /^project-test-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A seed key is a public token or, from an export, a project id. */
export function projectIdOfKey(services: Services, key: string): string {
  if (PROJECT_ID.test(key)) return key;
  try {
    return services.projects.resolve(assertTestToken(key)).projectId;
  } catch (error) {
    throw badRequest(
      `projects["${key.slice(0, 80)}"]: not a public-token-test-… token or project-test-… id (${(error as Error).message})`,
    );
  }
}

export async function importSeed(
  services: Services,
  data: SeedData,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const planned = Object.entries(data.projects).map(([key, project]) => ({
    key,
    projectId: projectIdOfKey(services, key),
    users: project.users,
  }));
  const hashes = new Map<SeedUser, string>();
  await Promise.all(
    planned.flatMap(({ users }) =>
      users.map(async (user) => {
        if (user.password !== undefined) {
          hashes.set(user, await hashPassword(user.password, services.passwordHashCost));
        }
      }),
    ),
  );
  const created: Record<string, string[]> = {};
  let skipped = 0;
  services.store.transaction(() => {
    for (const { key, projectId, users } of planned) {
      const now = services.clocks.forProject(projectId).now();
      const ids: string[] = [];
      created[projectId] = ids;
      users.forEach((user, index) => {
        const where = `projects["${key.slice(0, 80)}"].users[${index}]`;
        const taken = conflictOf(services.store, projectId, user, where);
        if (taken && options.onConflict === 'skip') {
          skipped++;
          return;
        }
        if (taken) throw taken;
        ids.push(insertUser(services.store, projectId, user, hashes.get(user), now));
      });
    }
  });
  return { created, skipped };
}

const conflict = (where: string, errorType: string, what: string): ApiError =>
  new ApiError(409, errorType, `${where}: ${what} is already taken in this store.`);

/** The first id or identifier of `user` already in the store, as the error to refuse it with. */
function conflictOf(store: Store, projectId: string, user: SeedUser, where: string) {
  const idTaken = (table: string, column: string, id: string | undefined) =>
    id !== undefined && store.db.get(`SELECT 1 FROM ${table} WHERE ${column} = ?`, [id]) !== null;
  if (idTaken('users', 'user_id', user.user_id)) {
    return conflict(where, 'duplicate_user_id', `the user_id ${user.user_id}`);
  }
  for (const [i, e] of (user.emails ?? []).entries()) {
    if (idTaken('emails', 'email_id', e.email_id)) {
      return conflict(`${where}.emails[${i}]`, 'duplicate_email_id', `the email_id ${e.email_id}`);
    }
    if (store.users.emailByAddress(projectId, e.email)) {
      return conflict(`${where}.emails[${i}]`, 'duplicate_email', `the email ${e.email}`);
    }
  }
  for (const [i, p] of (user.phone_numbers ?? []).entries()) {
    if (idTaken('phone_numbers', 'phone_id', p.phone_id)) {
      return conflict(
        `${where}.phone_numbers[${i}]`,
        'duplicate_phone_id',
        `the phone_id ${p.phone_id}`,
      );
    }
    if (store.users.phoneByNumber(projectId, p.phone_number)) {
      return conflict(
        `${where}.phone_numbers[${i}]`,
        'duplicate_phone_number',
        `the phone number ${p.phone_number}`,
      );
    }
  }
  for (const [i, w] of (user.crypto_wallets ?? []).entries()) {
    const at = `${where}.crypto_wallets[${i}]`;
    if (idTaken('crypto_wallets', 'crypto_wallet_id', w.crypto_wallet_id)) {
      return conflict(
        at,
        'duplicate_crypto_wallet_id',
        `the crypto_wallet_id ${w.crypto_wallet_id}`,
      );
    }
    if (store.factors.walletByAddress(projectId, w.crypto_wallet_type, w.crypto_wallet_address)) {
      return conflict(
        at,
        'duplicate_crypto_wallet',
        `the ${w.crypto_wallet_type} wallet ${w.crypto_wallet_address}`,
      );
    }
  }
  return null;
}

function insertUser(
  store: Store,
  projectId: string,
  user: SeedUser,
  plainHash: string | undefined,
  now: number,
): string {
  const userId = user.user_id ?? newId('user');
  const createdAt = user.created_at ? Date.parse(user.created_at) : now;
  store.users.insert({
    user_id: userId,
    project_id: projectId,
    status: user.status ?? 'active',
    created_at: createdAt,
  });
  store.users.updateProfile(userId, {
    first_name: user.name?.first_name ?? '',
    middle_name: user.name?.middle_name ?? '',
    last_name: user.name?.last_name ?? '',
    trusted_metadata: JSON.stringify(user.trusted_metadata ?? {}),
    untrusted_metadata: JSON.stringify(user.untrusted_metadata ?? {}),
  });
  const hash = plainHash ?? user.password_hash;
  if (hash) store.users.setPassword(userId, user.password_id ?? newId('password'), hash);
  for (const e of user.emails ?? []) {
    const emailId = e.email_id ?? newId('email');
    store.users.insertEmail({
      email_id: emailId,
      project_id: projectId,
      user_id: userId,
      email: e.email,
      created_at: createdAt,
    });
    if (e.verified !== false) store.users.verifyEmail(emailId);
  }
  for (const p of user.phone_numbers ?? []) {
    const phoneId = p.phone_id ?? newId('phone-number');
    store.users.insertPhone({
      phone_id: phoneId,
      project_id: projectId,
      user_id: userId,
      phone_number: p.phone_number,
      created_at: createdAt,
    });
    if (p.verified !== false) store.users.verifyPhone(phoneId);
  }
  for (const w of user.crypto_wallets ?? []) {
    store.factors.insertWallet({
      crypto_wallet_id: w.crypto_wallet_id ?? newId('crypto-wallet'),
      project_id: projectId,
      user_id: userId,
      crypto_wallet_address: w.crypto_wallet_address,
      crypto_wallet_type: w.crypto_wallet_type,
      verified: w.verified === false ? 0 : 1,
      created_at: createdAt,
    });
  }
  return userId;
}
