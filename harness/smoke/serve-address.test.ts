import type { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { serveAddress, testApiReach } from './serve-address';

const interfaces = {
  lo: [
    {
      address: '127.0.0.1',
      family: 'IPv4',
      internal: true,
      netmask: '255.0.0.0',
      mac: '00:00:00:00:00:00',
      cidr: '127.0.0.1/8',
    },
  ],
  eth0: [
    {
      address: '10.1.2.3',
      family: 'IPv4',
      internal: false,
      netmask: '255.255.255.0',
      mac: '02:42:0a:01:02:03',
      cidr: '10.1.2.3/24',
    },
  ],
} as ReturnType<typeof networkInterfaces>;

describe('serveAddress (--host)', () => {
  it('none: loopback bound, localhost advertised (WebAuthn needs it)', () => {
    expect(serveAddress(undefined, interfaces)).toEqual({
      bind: '127.0.0.1',
      advertise: 'localhost',
    });
  });

  it('an address: bound and advertised as given', () => {
    expect(serveAddress('192.168.1.20', interfaces)).toEqual({
      bind: '192.168.1.20',
      advertise: '192.168.1.20',
    });
  });

  it("a wildcard: every interface bound, this machine's external IPv4 advertised", () => {
    expect(serveAddress('0.0.0.0', interfaces)).toEqual({ bind: '0.0.0.0', advertise: '10.1.2.3' });
    expect(serveAddress('::', {})).toEqual({ bind: '::', advertise: 'localhost' });
  });
});

describe('testApiReach', () => {
  it("allows the customer's page origin and the advertised host to call the API", () => {
    const reach = testApiReach({ host: '192.168.1.20', url: 'https://staging.example.com/login' });
    expect(reach.host).toBe('192.168.1.20');
    expect(reach.allowedOrigins).toEqual(
      expect.arrayContaining(['http://192.168.1.20:*', 'https://staging.example.com']),
    );
    expect(reach.advertisedUrl(4321)).toBe('http://192.168.1.20:4321');
    expect(reach.port).toBeUndefined();
  });

  it('without --host the API keeps its 127.0.0.1 address', () => {
    expect(testApiReach({}).advertisedUrl(4321)).toBe('http://127.0.0.1:4321');
  });

  it("--no-inject: the API listens on the port of the config's local apiUrl", () => {
    const url = 'http://localhost:3000/';
    expect(testApiReach({ url, inject: false, configApiUrl: 'http://localhost:4010' }).port).toBe(
      4010,
    );
  });

  it("--no-inject, routed: a page with no apiUrl (or the provider's) needs no port", () => {
    const url = 'http://localhost:3000/';
    expect(testApiReach({ url, inject: false }).port).toBeUndefined();
    expect(
      testApiReach({ url, inject: false, configApiUrl: 'https://api.stytch.com' }).port,
    ).toBeUndefined();
    expect(() =>
      testApiReach({ url, inject: false, configApiUrl: 'https://auth.example.com' }),
    ).toThrow(/no apiUrl\) or this run's test API.*its apiUrl is https:\/\/auth\.example\.com/);
  });

  it('--no-inject --no-route: the config must have a local apiUrl', () => {
    const url = 'http://localhost:3000/';
    expect(() => testApiReach({ url, inject: false, route: false })).toThrow(
      /^--no-route sends the page's calls to their real hosts.*the config has no apiUrl\.$/,
    );
    expect(() =>
      testApiReach({ url, inject: false, route: false, configApiUrl: 'https://api.stytch.com' }),
    ).toThrow(/its apiUrl is https:\/\/api\.stytch\.com/);
  });
});
