import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostRefusal, isAllowedHost, ownAndAllowedHosts } from '../shared/allowed-hosts';
import { UserError } from '../shared/user-error';
import { type Clock, type Clocks, createClocks } from './clock';
import type { Caller, ParsedRequest, RouteContext, Services } from './context';
import { isRawResponse } from './context';
import { createJwtSigner } from './cryptography/jwt';
import { PASSWORD_HASH_COSTS, type PasswordHashCost } from './cryptography/password-hash';
import { newRequestId } from './cryptography/random';
import { ApiError, badRequest, forbidden, notFound } from './errors';
import { faultCall, injectFault } from './faults/inject';
import { createFaults, type Faults } from './faults/registry';
import { parseBasicAuth } from './http/auth';
import { MAX_BODY_BYTES, parseJsonBody, readRawBody } from './http/body';
import { applyCors, DEFAULT_ALLOWED_ORIGINS, originMatcher, originRefusal } from './http/cors';
import { sendJson, sendText } from './http/respond';
import { indexPage } from './index-page';
import { defaultDbPath, type TestApiOptions } from './options';
import {
  checkSettings,
  createProjectRegistry,
  loadSettingsFile,
  type Project,
  type ProjectRegistry,
  type ProjectSettings,
  projectIdFor,
  type SettingsFile,
} from './projects';
import { createRouter, type RouteMatch } from './router';
import { allRoutes } from './routes';
import { findSession } from './sessions';
import { createStore, type Store } from './store';

export interface TestApi {
  /** A node:http request listener; bind it to any server. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  store: Store;
  /** The global clock (projects without their own offset follow it). */
  clock: Clock;
  clocks: Clocks;
  projects: ProjectRegistry;
  /** Faults armed through /__emulator/faults. */
  faults: Faults;
  /** The scrypt cost of new password hashes (`passwordHashCost`). */
  passwordHashCost: PasswordHashCost;
  /** Waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

/** Builds the test API without opening a port, so a caller can mount its handler anywhere. */
export function createTestApi(options: TestApiOptions = {}): TestApi {
  const passwordHashCost = checkHashCost(options.passwordHashCost);
  const file: SettingsFile = options.settingsFile ? loadSettingsFile(options.settingsFile) : {};
  const overrides: Record<string, Partial<ProjectSettings>> = {};
  for (const [token, value] of Object.entries(options.projects ?? {})) {
    overrides[token] = checkSettings(value, `projects["${token}"]`);
  }
  const settings = options.settings ? checkSettings(options.settings, 'settings') : {};
  const store = createStore(options.db ?? defaultDbPath());
  let projects: ProjectRegistry;
  try {
    // The store remembers each project's public token, so a backend call naming only the
    // project id finds its project after a restart too.
    projects = createProjectRegistry(
      { ...file, ...settings, projects: { ...file.projects, ...overrides } },
      store.projectTokens,
    );
  } catch (error) {
    void store.close();
    throw error;
  }
  const clocks = createClocks();
  const faults = createFaults(projectIdFor);
  const isAllowed = originMatcher(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS);
  const allowedHosts = ownAndAllowedHosts(options.allowedHosts);
  const services: Services = {
    store,
    clock: clocks.global,
    clocks,
    faults,
    projects,
    signer: createJwtSigner(store.signingKeys),
    passwordHashCost,
    isAllowedOrigin: isAllowed,
  };
  const router = createRouter([
    ...allRoutes,
    { method: 'GET', path: '/', envelope: 'bare', handle: indexPage },
    { method: 'GET', path: '/__emulator', envelope: 'bare', handle: indexPage },
  ]);
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const onInternalError =
    options.onInternalError ??
    ((error: unknown) => console.error('[test-api] internal error:', error));
  let inFlight = 0;
  let closed = false;
  let drained: (() => void) | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = newRequestId();
    try {
      // Before anything else, CORS included: a rebound name must learn nothing.
      if (!isAllowedHost(req.headers, allowedHosts)) {
        throw forbidden(hostRefusal(req.headers.host), 'host_not_allowed');
      }
      if (!applyCors(req, res, isAllowed)) {
        throw forbidden(originRefusal(req.headers.origin ?? ''), 'origin_not_allowed');
      }
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      if (closed) throw new ApiError(503, 'service_unavailable', 'The test API is shutting down.');
      if (!req.headers.host && req.httpVersion !== '1.0') {
        throw badRequest('The Host header is missing; HTTP/1.1 requires one.', 'malformed_request');
      }
      const url = parseUrl(req.url);
      // Free when no fault is armed: no parsing, no extra await.
      if (faults.armed() > 0) {
        const auth = headerValue(req.headers.authorization);
        const call = faultCall(req.method ?? 'GET', url.pathname, url.searchParams, auth);
        await injectFault(faults, call);
      }
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (!match) throw notFound(`No route for ${req.method} ${url.pathname}.`, 'route_not_found');
      if ('methodNotAllowed' in match) {
        res.setHeader('Allow', match.methodNotAllowed.join(', '));
        throw new ApiError(
          405,
          'method_not_allowed',
          `${req.method} is not supported on ${url.pathname}; use ${match.methodNotAllowed.join(' or ')}.`,
        );
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? parseBody(req, await readRawBody(req, maxBody)) : undefined;
      const parsed: ParsedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        params: match.params,
        body,
        ip: req.socket.remoteAddress ?? '',
        userAgent: String(req.headers['user-agent'] ?? ''),
        origin: req.headers.origin,
      };
      const ctx = makeContext(services, parsed, requestId);
      const result = await match.route.handle(ctx);
      // Answered only once its writes are in the file (the store commits once per event-loop
      // turn): a process killed right after answering still has them on restart.
      await store.db.committed();
      send(res, match, result, requestId);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A refusal may follow writes too (a wrong passcode's counted attempt).
      await store.db.committed().catch(() => {});
      if (error instanceof ApiError) {
        // What is left of an oversized body past the drain cap is never read: close after.
        if (error.status === 413) res.setHeader('Connection', 'close');
        sendJson(res, error.status, error.toBody(requestId));
        return;
      }
      onInternalError(error);
      const message = error instanceof Error ? error.message : String(error);
      sendJson(
        res,
        500,
        new ApiError(500, 'internal_server_error', `Test API bug: ${message}`).toBody(requestId),
      );
    }
  }

  return {
    handler(req, res) {
      inFlight++;
      handle(req, res).finally(() => {
        inFlight--;
        if (inFlight === 0 && drained) drained();
      });
    },
    store,
    clock: clocks.global,
    clocks,
    projects,
    faults,
    passwordHashCost,
    async close() {
      if (closed) return;
      closed = true;
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      await store.close();
    },
  };
}

function checkHashCost(cost: PasswordHashCost | undefined): PasswordHashCost {
  if (cost === undefined) return 'test';
  if (PASSWORD_HASH_COSTS.includes(cost)) return cost;
  throw new UserError(
    `passwordHashCost must be ${PASSWORD_HASH_COSTS.join(' or ')}, not ${String(cost)}.`,
    {
      fix: "Pass 'test' (the default) or 'production'.",
    },
  );
}

/** JSON by default (the SDK always says JSON); HTML forms post url-encoded fields. */
function parseBody(req: IncomingMessage, raw: string): unknown {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  return parseJsonBody(raw);
}

function parseUrl(raw: string | undefined): URL {
  try {
    return new URL(raw ?? '/', 'http://test-api.invalid');
  } catch {
    throw badRequest(`The request URL ${String(raw).slice(0, 100)} is malformed.`);
  }
}

function send(res: ServerResponse, match: RouteMatch, result: unknown, requestId: string): void {
  if (isRawResponse(result)) {
    sendText(res, result.status, result.body, result.contentType, result.headers);
    return;
  }
  if (match.route.envelope === 'bare') {
    sendJson(res, 200, result);
    return;
  }
  const fields = typeof result === 'object' && result !== null ? result : {};
  sendJson(res, 200, { data: { request_id: requestId, status_code: 200, ...fields } });
}

function makeContext(services: Services, req: ParsedRequest, requestId: string): RouteContext {
  let caller: Caller | undefined;
  // The project this request is for, once known: its clock is the one every handler reads.
  let projectId: string | null = projectOfAuthHeader(services.projects, req.headers.authorization);
  const seen = (project: Project | null) => {
    if (project) projectId = project.projectId;
    return project;
  };
  const current = () =>
    projectId ? services.clocks.forProject(projectId) : services.clocks.global;
  const projects: ProjectRegistry = {
    ...services.projects,
    resolve: (token) => seen(services.projects.resolve(token)) as Project,
    byProjectId: (id) => seen(services.projects.byProjectId(id)),
  };
  const ctx: RouteContext = {
    ...services,
    projects,
    clock: {
      now: () => current().now(),
      advance: (seconds) => current().advance(seconds),
      set: (epochMs) => current().set(epochMs),
      reset: () => current().reset(),
      offsetMs: () => current().offsetMs(),
    },
    req,
    requestId,
    caller() {
      if (caller) return caller;
      const credentials = parseBasicAuth(headerValue(req.headers.authorization));
      const project = projects.resolve(credentials?.publicToken);
      const secret = credentials?.secret ?? '';
      const sessionToken = secret !== '' && secret !== project.publicToken ? secret : null;
      const session = sessionToken ? findSession(ctx, project.projectId, sessionToken) : null;
      caller = { project, sessionToken, session };
      return caller;
    },
  };
  return ctx;
}

/** The project named by `Authorization: Basic`, without refusing anything (handlers do that). */
function projectOfAuthHeader(
  registry: ProjectRegistry,
  header: string | string[] | undefined,
): string | null {
  try {
    const user = parseBasicAuth(headerValue(header))?.publicToken;
    if (!user) return null;
    return user.startsWith('public-token-')
      ? registry.resolve(user).projectId
      : (registry.byProjectId(user)?.projectId ?? null);
  } catch {
    return null;
  }
}

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
