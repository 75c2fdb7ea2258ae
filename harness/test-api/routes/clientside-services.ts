import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import type { RouteContext } from '../context';
import { ApiError, badRequest } from '../errors';
import { htmlPage } from '../html';
import type { Route } from '../router';
import { type Body, objectBody, optionalString, requiredString } from '../validate';

// A local stand-in for the SDK's client-side services iframe (contract §7). The prebuilt UI
// asks it to parse and format phone numbers; without it, phone typing waits on 10 s timeouts.
// Point `endpoints.clientsideServicesIframeURL` at <test API>/clientside-services/index.html.
// The page answers each postMessage on the transferred port, asking this server over
// same-origin fetch, where libphonenumber-js does the work.

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
      : { success: false, error: { name: json.error_type, message: json.error_message } });
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
    case 'oneTapSubmit':
      throw new ApiError(
        501,
        'not_supported_offline',
        'Google One Tap needs Google and cannot work offline.',
      );
    default:
      throw badRequest(`Unknown client-side services method "${method}".`);
  }
}

export const clientsideServiceRoutes: Route[] = [
  { method: 'GET', path: '/clientside-services/index.html', envelope: 'bare', handle: page },
  { method: 'POST', path: '/clientside-services/rpc', envelope: 'bare', handle: rpc },
];
