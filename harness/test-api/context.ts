import type { IncomingHttpHeaders } from 'node:http';
import type { Clock, Clocks } from './clock';
import type { JwtSigner } from './cryptography/jwt';
import type { PasswordHashCost } from './cryptography/password-hash';
import type { Faults } from './faults/registry';
import type { Project, ProjectRegistry } from './projects';
import type { SessionRow, Store } from './store';

/** What a handler sees of the HTTP request: already parsed, never the raw stream. */
export interface ParsedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
  body: unknown;
  ip: string;
  userAgent: string;
  origin: string | undefined;
}

export interface Services {
  store: Store;
  /** Time for the project of the request (its own offset, else the global one). */
  clock: Clock;
  /** The global clock and every project's; for the control routes. */
  clocks: Clocks;
  faults: Faults;
  projects: ProjectRegistry;
  signer: JwtSigner;
  /** The scrypt cost of new password hashes. */
  passwordHashCost: PasswordHashCost;
  /** The CORS allow-list, also used to accept WebAuthn client origins. */
  isAllowedOrigin(origin: string): boolean;
}

/** The caller identified from `Authorization: Basic public_token:secret`. */
export interface Caller {
  project: Project;
  /** The opaque session token sent, or null when the secret was the public token. */
  sessionToken: string | null;
  /** The live session for that token; null when none was sent or it is unknown/expired. */
  session: SessionRow | null;
}

export interface RouteContext extends Services {
  req: ParsedRequest;
  requestId: string;
  /** Resolves (once) and returns the caller; throws for a missing or refused public token. */
  caller(): Caller;
}

/** A handler result that is sent as-is instead of as JSON (HTML pages, redirects). */
export interface RawResponse {
  raw: true;
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export const isRawResponse = (value: unknown): value is RawResponse =>
  typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
