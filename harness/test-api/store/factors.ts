import type { Db } from './db';
import type { CryptoWalletRow, OauthProviderRow, WebauthnRow } from './types';

// Authentication factors other than emails and phones: passkeys, wallets, OAuth identities.

export function factorQueries(db: Db) {
  return {
    insertWebauthn(row: WebauthnRow): void {
      db.run(
        `INSERT INTO webauthn_registrations (webauthn_registration_id, project_id, user_id,
          credential_id, public_key, sign_count, transports, domain, user_agent,
          authenticator_type, name, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          row.webauthn_registration_id,
          row.project_id,
          row.user_id,
          row.credential_id,
          row.public_key,
          row.sign_count,
          row.transports,
          row.domain,
          row.user_agent,
          row.authenticator_type,
          row.name,
          row.verified,
          row.created_at,
        ],
      );
    },
    webauthnByCredential(projectId: string, credentialId: string): WebauthnRow | null {
      return db.get<WebauthnRow>(
        'SELECT * FROM webauthn_registrations WHERE project_id = ? AND credential_id = ?',
        [projectId, credentialId],
      );
    },
    webauthnById(projectId: string, id: string): WebauthnRow | null {
      return db.get<WebauthnRow>(
        'SELECT * FROM webauthn_registrations WHERE project_id = ? AND webauthn_registration_id = ?',
        [projectId, id],
      );
    },
    webauthnForUser(userId: string, domain: string): WebauthnRow[] {
      return db.all<WebauthnRow>(
        'SELECT * FROM webauthn_registrations WHERE user_id = ? AND domain = ?',
        [userId, domain],
      );
    },
    /** Stores the new counter only if it moved forward (a racing request cannot roll it back). */
    updateSignCount(id: string, signCount: number): void {
      db.run(
        'UPDATE webauthn_registrations SET sign_count = ? WHERE webauthn_registration_id = ? AND sign_count <= ?',
        [signCount, id, signCount],
      );
    },
    renameWebauthn(id: string, name: string): void {
      db.run('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ?', [
        name,
        id,
      ]);
    },
    deleteWebauthn(id: string): void {
      db.run('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ?', [id]);
    },

    insertWallet(row: CryptoWalletRow): void {
      db.run(
        `INSERT INTO crypto_wallets (crypto_wallet_id, project_id, user_id, crypto_wallet_address,
          crypto_wallet_type, verified, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          row.crypto_wallet_id,
          row.project_id,
          row.user_id,
          row.crypto_wallet_address,
          row.crypto_wallet_type,
          row.verified,
          row.created_at,
        ],
      );
    },
    walletByAddress(projectId: string, type: string, address: string): CryptoWalletRow | null {
      return db.get<CryptoWalletRow>(
        'SELECT * FROM crypto_wallets WHERE project_id = ? AND crypto_wallet_type = ? AND crypto_wallet_address = ?',
        [projectId, type, address],
      );
    },
    walletById(projectId: string, id: string): CryptoWalletRow | null {
      return db.get<CryptoWalletRow>(
        'SELECT * FROM crypto_wallets WHERE project_id = ? AND crypto_wallet_id = ?',
        [projectId, id],
      );
    },
    deleteWallet(id: string): void {
      db.run('DELETE FROM crypto_wallets WHERE crypto_wallet_id = ?', [id]);
    },

    upsertOauth(row: OauthProviderRow): OauthProviderRow {
      db.run(
        `INSERT INTO oauth_providers (oauth_user_registration_id, project_id, user_id,
          provider_type, provider_subject, profile_picture_url, scopes, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (project_id, provider_type, provider_subject) DO UPDATE SET scopes = excluded.scopes`,
        [
          row.oauth_user_registration_id,
          row.project_id,
          row.user_id,
          row.provider_type,
          row.provider_subject,
          row.profile_picture_url,
          row.scopes,
          row.created_at,
        ],
      );
      return this.oauthBySubject(row.project_id, row.provider_type, row.provider_subject) ?? row;
    },
    oauthBySubject(projectId: string, provider: string, subject: string): OauthProviderRow | null {
      return db.get<OauthProviderRow>(
        'SELECT * FROM oauth_providers WHERE project_id = ? AND provider_type = ? AND provider_subject = ?',
        [projectId, provider, subject],
      );
    },
    oauthById(projectId: string, id: string): OauthProviderRow | null {
      return db.get<OauthProviderRow>(
        'SELECT * FROM oauth_providers WHERE project_id = ? AND oauth_user_registration_id = ?',
        [projectId, id],
      );
    },
    deleteOauth(id: string): void {
      db.run('DELETE FROM oauth_providers WHERE oauth_user_registration_id = ?', [id]);
    },
  };
}

export type FactorQueries = ReturnType<typeof factorQueries>;
