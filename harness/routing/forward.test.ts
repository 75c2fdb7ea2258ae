import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProviderRequest } from './forward';

// A stand-in for the test API that echoes what reached it, so the forwarding itself is seen.
let server: Server;
let url: string;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/sdk/v1/missing') || req.url === '/favicon.ico') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error_type: 'route_not_found', error_message: 'No route.' }));
        return;
      }
      if (req.url?.startsWith('/sdk/v1/users/me')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error_type: 'user_not_found', error_message: 'No user.' }));
        return;
      }
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(200, { 'content-type': 'application/json', 'x-echo': 'yes' });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('answerProviderRequest', () => {
  it('sends method, headers and body to the same path, and returns status, headers and body', async () => {
    seen = [];
    const answer = await answerProviderRequest(
      {
        url: 'https://test.stytch.com/sdk/v1/otps/authenticate?x=1',
        method: 'POST',
        headers: {
          Origin: 'http://localhost:5173',
          Authorization: 'Basic abc',
          'Content-Type': 'application/json',
          Host: 'test.stytch.com',
        },
        body: new TextEncoder().encode('{"code":"1"}'),
      },
      url,
    );
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/sdk/v1/otps/authenticate?x=1',
        body: '{"code":"1"}',
      }),
    ]);
    expect(seen[0]?.headers).toMatchObject({
      origin: 'http://localhost:5173',
      authorization: 'Basic abc',
      host: new URL(url).host,
    });
    expect(answer?.status).toBe(200);
    expect(text(answer?.body ?? new Uint8Array())).toBe('{"ok":true}');
    expect(answer?.headers).toEqual(
      expect.arrayContaining([
        ['x-echo', 'yes'],
        ['set-cookie', 'a=1; Path=/'],
        ['set-cookie', 'b=2; Path=/'],
      ]),
    );
    expect(answer?.call).toEqual({
      method: 'POST',
      host: 'test.stytch.com',
      path: '/sdk/v1/otps/authenticate?x=1',
      status: 200,
    });
    expect(answer?.gap).toBe(false);
  });

  it('drops the Origin of a provider page calling its own host (same-origin there)', async () => {
    seen = [];
    await answerProviderRequest(
      {
        url: 'https://js.stytch.com/clientside-services/rpc',
        method: 'POST',
        headers: { Origin: 'https://js.stytch.com' },
        body: new TextEncoder().encode('{}'),
      },
      url,
    );
    expect(seen[0]?.headers.origin).toBeUndefined();
  });

  it('a route the test API lacks is a gap with its message; an answer of its own is not', async () => {
    const missing = await answerProviderRequest(
      { url: 'https://api.stytch.com/sdk/v1/missing', method: 'GET', headers: {} },
      url,
    );
    expect(missing?.gap).toBe(true);
    expect(missing?.call).toMatchObject({ status: 404, error: 'No route.' });
    const noUser = await answerProviderRequest(
      { url: 'https://api.stytch.com/sdk/v1/users/me', method: 'GET', headers: {} },
      url,
    );
    expect(noUser?.gap).toBe(false);
    expect(noUser?.call.error).toBeUndefined();
  });

  it("the tab's icon the browser asks a provider page for is no gap; what asked is kept", async () => {
    const icon = await answerProviderRequest(
      {
        url: 'https://test.stytch.com/favicon.ico',
        method: 'GET',
        headers: {},
        resourceType: 'Other',
      },
      url,
    );
    expect(icon).toMatchObject({ status: 404, gap: false });
    expect(icon?.call).toMatchObject({ path: '/favicon.ico', resourceType: 'other' });
    const script = await answerProviderRequest(
      {
        url: 'https://js.stytch.com/sdk/v1/missing.js',
        method: 'GET',
        headers: {},
        resourceType: 'Script',
      },
      url,
    );
    expect(script).toMatchObject({ gap: true, call: { resourceType: 'script' } });
  });

  it('telemetry is answered 204 here, with CORS for the page', async () => {
    seen = [];
    const answer = await answerProviderRequest(
      {
        url: 'https://telemetry.stytch.com/submit',
        method: 'POST',
        headers: { Origin: 'http://localhost:5173' },
      },
      url,
    );
    expect(seen).toEqual([]);
    expect(answer?.status).toBe(204);
    expect(answer?.headers).toContainEqual([
      'access-control-allow-origin',
      'http://localhost:5173',
    ]);
  });

  it('an unreachable test API is a 502 gap naming it; other hosts are not answered', async () => {
    const answer = await answerProviderRequest(
      { url: 'https://test.stytch.com/sdk/v1/x', method: 'GET', headers: {} },
      'http://127.0.0.1:1',
    );
    expect(answer?.status).toBe(502);
    expect(answer?.gap).toBe(true);
    expect(answer?.call.error).toMatch(/^the test API at http:\/\/127\.0\.0\.1:1 did not answer/);
    expect(
      await answerProviderRequest(
        { url: 'https://cdn.example.com/a.js', method: 'GET', headers: {} },
        url,
      ),
    ).toBeUndefined();
  });
});
