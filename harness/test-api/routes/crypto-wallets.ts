import { randomBytes } from 'node:crypto';
import { iso } from '../clock';
import type { RouteContext } from '../context';
import { newId } from '../cryptography/random';
import {
  checksumAddress,
  normaliseAddress,
  verifyWalletSignature,
  type WalletType,
} from '../cryptography/wallets';
import { ApiError, badRequest, notFound } from '../errors';
import type { Project } from '../projects';
import type { Route } from '../router';
import { readSessionDuration, requireSession, startSession } from '../sessions';
import { type Body, objectBody, optionalObject, requiredString } from '../validate';

// /sdk/v1/crypto_wallets/*: a fresh challenge per start, verified once at authenticate.

const CHALLENGE_MINUTES = 10;
const KIND = 'crypto_wallet';

function readWallet(body: Body): { type: WalletType; address: string } {
  const type = requiredString(body, 'crypto_wallet_type');
  if (type !== 'ethereum' && type !== 'solana') {
    throw badRequest(
      'crypto_wallet_type must be "ethereum" or "solana".',
      'invalid_crypto_wallet_type',
    );
  }
  const raw = requiredString(body, 'crypto_wallet_address').trim();
  const address = normaliseAddress(type, raw);
  if (!address) {
    throw badRequest(
      `crypto_wallet_address is not a valid ${type} address: "${raw.slice(0, 80)}".`,
      'invalid_crypto_wallet_address',
    );
  }
  return { type, address };
}

/** EIP-4361 (Sign-In with Ethereum) message. */
function siweMessage(address: string, params: Body, nonce: string, now: number): string {
  const uri = requiredString(params, 'uri');
  let domain: string;
  try {
    domain = new URL(uri).host;
  } catch {
    throw badRequest('siwe_params.uri must be an absolute URL.');
  }
  const text = (name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest(`siwe_params.${name} must be a string.`);
    }
    return String(value);
  };
  const resources = params.resources;
  if (
    resources !== undefined &&
    (!Array.isArray(resources) || resources.some((r) => typeof r !== 'string'))
  ) {
    throw badRequest('siwe_params.resources must be an array of strings.');
  }
  const lines = [
    `${domain} wants you to sign in with your Ethereum account:`,
    checksumAddress(address),
    '',
  ];
  const statement = text('statement');
  if (statement) lines.push(statement, '');
  lines.push(
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${text('chain_id') ?? '1'}`,
    `Nonce: ${nonce}`,
    `Issued At: ${text('issued_at') ?? iso(now)}`,
  );
  const notBefore = text('not_before');
  if (notBefore) lines.push(`Not Before: ${notBefore}`);
  const requestId = text('message_request_id');
  if (requestId) lines.push(`Request ID: ${requestId}`);
  if (Array.isArray(resources) && resources.length > 0) {
    lines.push('Resources:', ...resources.map((r) => `- ${r}`));
  }
  return lines.join('\n');
}

function challengeText(
  project: Project,
  type: WalletType,
  address: string,
  body: Body,
  now: number,
): string {
  const nonce = randomBytes(16).toString('hex');
  const siwe = optionalObject(body, 'siwe_params');
  if (type === 'ethereum' && (siwe || project.settings.siweRequiredForCryptoWallets)) {
    if (!siwe) {
      throw badRequest(
        'This project requires Sign-In with Ethereum: send siwe_params with a uri.',
        'missing_siwe_params',
      );
    }
    return siweMessage(address, siwe, nonce, now);
  }
  return `Signing in with Project: ${project.projectId}\nWallet: ${address}\nNonce: ${nonce}\nIssued At: ${iso(now)}`;
}

function start(secondary: boolean) {
  return (ctx: RouteContext) => {
    const body = objectBody(ctx.req.body);
    const { type, address } = readWallet(body);
    const { project } = ctx.caller();
    let userId: string | null = null;
    const existing = ctx.store.factors.walletByAddress(project.projectId, type, address);
    if (secondary) {
      const { session } = requireSession(ctx);
      if (existing && existing.user_id !== session.user_id) {
        throw new ApiError(409, 'duplicate_crypto_wallet', 'This wallet belongs to another user.');
      }
      userId = session.user_id;
    }
    const now = ctx.clock.now();
    const challenge = challengeText(project, type, address, body, now);
    ctx.store.challenges.insert({
      challenge_id: newId('crypto-challenge'),
      project_id: project.projectId,
      kind: KIND,
      subject: `${type}:${address}`,
      challenge,
      user_id: userId,
      created_at: now,
      expires_at: now + CHALLENGE_MINUTES * 60_000,
      data: '{}',
    });
    return { challenge, user_id: existing?.user_id ?? userId ?? '', user_created: false };
  };
}

async function authenticate(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const { type, address } = readWallet(body);
  const signature = requiredString(body, 'signature');
  const duration = readSessionDuration(ctx, body);
  const { project } = ctx.caller();
  const pid = project.projectId;
  const row = ctx.store.challenges.latestFor(pid, KIND, `${type}:${address}`);
  if (!row || row.expires_at <= ctx.clock.now()) {
    throw notFound(
      'No open challenge for this wallet (expired or already used): call authenticate/start first.',
      'crypto_wallet_challenge_not_found',
    );
  }
  // A secondary challenge adds the wallet to the user who started it: only that user's
  // session may finish it, or the signer would be handed a session for someone else.
  if (row.user_id && ctx.caller().session?.user_id !== row.user_id) {
    throw new ApiError(
      401,
      'unauthorized_credentials',
      "This challenge links the wallet to a logged-in user: send that user's session.",
    );
  }
  const valid = await verifyWalletSignature(type, address, row.challenge, signature);
  if (!valid) {
    throw new ApiError(
      401,
      'unable_to_authenticate_crypto_wallet',
      `The signature does not verify for this ${type} wallet and challenge.`,
    );
  }
  const result = ctx.store.transaction(() => {
    if (!ctx.store.challenges.consume(row.challenge_id, ctx.clock.now())) {
      throw notFound('This challenge was already used.', 'crypto_wallet_challenge_not_found');
    }
    const wallet = ctx.store.factors.walletByAddress(pid, type, address);
    if (wallet) {
      if (row.user_id && wallet.user_id !== row.user_id) {
        throw new ApiError(409, 'duplicate_crypto_wallet', 'This wallet belongs to another user.');
      }
      return { wallet, created: false };
    }
    let userId = row.user_id;
    let created = false;
    if (!userId) {
      userId = newId('user');
      created = true;
      ctx.store.users.insert({
        user_id: userId,
        project_id: pid,
        status: 'pending',
        created_at: ctx.clock.now(),
      });
    }
    const fresh = {
      crypto_wallet_id: newId('crypto-wallet'),
      project_id: pid,
      user_id: userId,
      crypto_wallet_address: address,
      crypto_wallet_type: type,
      verified: 1,
      created_at: ctx.clock.now(),
    };
    ctx.store.factors.insertWallet(fresh);
    return { wallet: fresh, created };
  });
  const { wallet } = result;
  return startSession(ctx, {
    userId: wallet.user_id,
    factor: {
      type: 'crypto',
      delivery_method: 'crypto_wallet',
      crypto_wallet_factor: {
        crypto_wallet_id: wallet.crypto_wallet_id,
        crypto_wallet_address: wallet.crypto_wallet_address,
        crypto_wallet_type: wallet.crypto_wallet_type,
      },
    },
    durationMinutes: duration,
    extra: { user_created: result.created, crypto_wallet_id: wallet.crypto_wallet_id },
  });
}

export const cryptoWalletRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sdk/v1/crypto_wallets/authenticate/start/primary',
    envelope: 'sdk',
    handle: start(false),
  },
  {
    method: 'POST',
    path: '/sdk/v1/crypto_wallets/authenticate/start/secondary',
    envelope: 'sdk',
    handle: start(true),
  },
  {
    method: 'POST',
    path: '/sdk/v1/crypto_wallets/authenticate',
    envelope: 'sdk',
    handle: authenticate,
  },
];
