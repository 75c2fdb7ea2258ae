import type { TestApi } from '../app';
import { wireUser } from '../serialize';
import type { UserRecord } from '../store/users';
import type { SeedData, SeedProject, SeedUser } from './types';

// The store as seed JSON: what an export gives, a seed takes back unchanged (ids, password
// hashes and verification kept). Sessions, codes, passkeys and OAuth identities are not part
// of it: they are tied to a browser or a provider and cannot be re-created from JSON.

type Services = Pick<TestApi, 'store' | 'projects'>;

/** A user as seed JSON: the fields of the user's wire format a seed can describe, plus the hash. */
export function seedUser(record: UserRecord): SeedUser {
  const wire = wireUser(record);
  const { user } = record;
  return {
    user_id: wire.user_id,
    status: wire.status,
    created_at: wire.created_at,
    name: wire.name,
    trusted_metadata: wire.trusted_metadata,
    untrusted_metadata: wire.untrusted_metadata,
    emails: wire.emails,
    phone_numbers: wire.phone_numbers,
    crypto_wallets: wire.crypto_wallets.map((w) => ({
      ...w,
      crypto_wallet_type: w.crypto_wallet_type as 'ethereum' | 'solana',
    })),
    ...(user.password_hash && user.password_id
      ? { password_id: user.password_id, password_hash: user.password_hash }
      : {}),
  };
}

/** Users with at least one email, phone or wallet (the only ones a seed can describe). */
export function exportProject({ store }: Services, projectId: string): SeedProject {
  const rows = store.db.all<{ user_id: string }>(
    'SELECT user_id FROM users WHERE project_id = ? ORDER BY created_at, rowid',
    [projectId],
  );
  const users: SeedUser[] = [];
  for (const { user_id } of rows) {
    const record = store.users.record(projectId, user_id);
    if (!record) continue;
    if (record.emails.length + record.phones.length + record.wallets.length === 0) continue;
    users.push(seedUser(record));
  }
  return { users };
}

/** Every project in the store, keyed by public token when this process has seen it. */
export function exportAll(services: Services): SeedData {
  const projects: Record<string, SeedProject> = {};
  for (const projectId of services.store.projectIdsWithUsers()) {
    const key = services.projects.byProjectId(projectId)?.publicToken ?? projectId;
    projects[key] = exportProject(services, projectId);
  }
  return { projects };
}
