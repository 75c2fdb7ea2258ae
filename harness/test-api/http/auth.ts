import { unauthorized } from '../errors';

export interface BasicCredentials {
  publicToken: string;
  /** The `stytch_session` token, or the public token again when logged out. */
  secret: string;
}

/** Parses `Authorization: Basic base64(public_token:secret)` as the SDK sends it. */
export function parseBasicAuth(header: string | undefined): BasicCredentials | null {
  if (header === undefined || header === '') return null;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw unauthorized('The Authorization header must be "Basic base64(public_token:secret)".');
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    throw unauthorized(
      'The Authorization header must encode "public_token:secret" separated by a colon.',
    );
  }
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** The header `parseBasicAuth` reads, as the SDK and the Node client build it. */
export function basicAuthHeader(publicToken: string, secret: string = publicToken): string {
  return `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;
}
