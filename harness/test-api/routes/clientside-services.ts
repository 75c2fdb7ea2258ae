import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import type { RouteContext } from '../context';
import { newId, randomToken } from '../cryptography/random';
import { badRequest, notFound } from '../errors';
import { htmlPage } from '../html';
import { finishOneTapLogin, rememberOneTapCallback } from '../oauth/one-tap-login';
import type { Route } from '../router';
import { type Body, objectBody, optionalString, requiredString } from '../validate';

// A local stand-in for the SDK's client-side services iframe (js.stytch.com, unreachable offline).
// The prebuilt UI asks it to parse and format phone numbers; without it, phone typing waits on 10 s
// timeouts.
// Point `endpoints.clientsideServicesIframeURL` at <test API>/clientside-services/index.html.
// The page answers each postMessage on the transferred port, asking this server over
// same-origin fetch, where libphonenumber-js does the work. Errors go back as the SDK's
// StytchAPIError (name, status_code, error_type...), which the SDK's iframe client rebuilds, so
// One Tap's start failures reach the SDK with their error_type as its reason.

const PAGE_SCRIPT = `
window.addEventListener('message', async (event) => {
  const port = event.ports && event.ports[0];
  if (!port) return;
  const data = event.data || {};
  try {
    const res = await fetch('/clientside-services/rpc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: data.method, args: data.args }),
    });
    const json = await res.json();
    port.postMessage(res.ok
      ? { success: true, payload: json }
      : { success: false, error: { name: 'StytchAPIError', message: json.error_message, ...json } });
  } catch (error) {
    port.postMessage({ success: false, error: { name: 'Error', message: String(error) } });
  }
});`;

function page() {
  return htmlPage(200, 'Client-side services (test API)', `<script>${PAGE_SCRIPT}</script>`);
}

const region = (value: string | undefined): CountryCode | undefined =>
  value && isSupportedCountry(value.toUpperCase())
    ? (value.toUpperCase() as CountryCode)
    : undefined;

function parsedPhoneNumber(req: Body) {
  const raw = requiredString(req, 'phoneNumber');
  const parsed = parsePhoneNumberFromString(raw, region(optionalString(req, 'regionCode')));
  return {
    isValid: parsed?.isValid() ?? false,
    number: parsed?.number ?? '',
    national: parsed?.formatNational() ?? '',
  };
}

function examplePhoneNumber(req: Body) {
  const code = region(requiredString(req, 'regionCode'));
  const example = code ? getExampleNumber(code, examples) : undefined;
  return example ? { phoneNumber: example.formatNational() } : {};
}

/**
 * The One Tap configuration for the page's Google script (the iframe's oneTapStart): the
 * project's Google client id, or the reason One Tap cannot start, as Stytch answers it.
 */
function oneTapStart(ctx: RouteContext, req: Body) {
  const project = ctx.projects.resolve(requiredString(req, 'publicToken'));
  const { settings } = project;
  if (settings.googleUsesDefaultClient) {
    throw badRequest(
      "The Google provider uses Stytch's default OAuth client, which One Tap cannot use; set googleClientId and turn googleUsesDefaultClient off.",
      'default_provider_not_allowed',
    );
  }
  if (!settings.googleClientId) {
    throw notFound(
      'No Google OAuth client is configured for this project (test API setting googleClientId).',
      'oauth_config_not_found',
    );
  }
  for (const kind of ['login', 'signup'] as const) {
    if (!settings.allowedRedirectUrls.length || !settings.redirectUrlTypes.includes(kind)) {
      throw badRequest(
        `No ${kind} redirect URLs are set for this project (test API settings allowedRedirectUrls and redirectUrlTypes).`,
        `no_${kind}_redirect_urls_set`,
      );
    }
  }
  const oauthCallbackId = newId('oauth-callback');
  rememberOneTapCallback(ctx, project, oauthCallbackId);
  return {
    requestId: ctx.requestId,
    googleClientId: settings.googleClientId,
    stytchCsrfToken: randomToken(),
    oauthCallbackId,
  };
}

/** Finishes a One Tap login with Google's ID token (see oauth/one-tap-login.ts). */
function oneTapSubmit(ctx: RouteContext, req: Body) {
  return finishOneTapLogin(ctx, ctx.projects.resolve(requiredString(req, 'publicToken')), {
    idToken: requiredString(req, 'idToken'),
    callbackId: requiredString(req, 'oauthCallbackID'),
    loginRedirectURL: optionalString(req, 'loginRedirectURL'),
    signupRedirectURL: optionalString(req, 'signupRedirectURL'),
  });
}

function rpc(ctx: RouteContext) {
  const body = objectBody(ctx.req.body);
  const method = requiredString(body, 'method');
  const args = body.args;
  const first = Array.isArray(args) ? objectBody(args[0]) : {};
  switch (method) {
    case 'parsedPhoneNumber':
      return parsedPhoneNumber(first);
    case 'getExamplePhoneNumber':
      return examplePhoneNumber(first);
    case 'oneTapStart':
      return oneTapStart(ctx, first);
    case 'oneTapSubmit':
      return oneTapSubmit(ctx, first);
    default:
      throw badRequest(`Unknown client-side services method "${method}".`);
  }
}

export const clientsideServiceRoutes: Route[] = [
  { method: 'GET', path: '/clientside-services/index.html', envelope: 'bare', handle: page },
  { method: 'POST', path: '/clientside-services/rpc', envelope: 'bare', handle: rpc },
];
