import { describe, expect, it } from 'vitest';
import { hostName, hostRefusal, isAllowedHost, ownAndAllowedHosts } from './allowed-hosts';

const allowed = (host: string | undefined, hosts: string[] = []) =>
  isAllowedHost(host === undefined ? {} : { host }, hosts);

describe('allowed hosts (DNS rebinding)', () => {
  it('reads the name of a Host header without its port', () => {
    expect(hostName('LocalHost:3000')).toBe('localhost');
    expect(hostName('[::1]:4010')).toBe('[::1]');
    expect(hostName('example.com.')).toBe('example.com');
  });

  it('answers loopback names and addresses on any port, and requests without Host', () => {
    for (const host of ['localhost', 'localhost:1', '127.0.0.1:4010', '127.1.2.3', '[::1]:80']) {
      expect(allowed(host), host).toBe(true);
    }
    expect(allowed('app.localhost:3000')).toBe(true);
    expect(allowed(undefined)).toBe(true);
  });

  it('refuses every other name, including look-alikes of loopback', () => {
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0']) {
      expect(allowed(host), host).toBe(false);
    }
  });

  it('answers allowed hosts; a leading dot allows the name and its subdomains', () => {
    const hosts = ownAndAllowedHosts(['App.Test:3000', '.preview.test', '::ffff:10.0.0.2']);
    expect(hosts).toEqual(['app.test', '.preview.test', '[::ffff:10.0.0.2]']);
    expect(allowed('app.test:8080', hosts)).toBe(true);
    expect(allowed('a.preview.test', hosts)).toBe(true);
    expect(allowed('preview.test', hosts)).toBe(true);
    expect(allowed('x.app.test', hosts)).toBe(false);
    expect(allowed('[::ffff:10.0.0.2]:1', hosts)).toBe(true);
  });

  it("adds the server's own address, or this machine's addresses when bound to all", () => {
    expect(ownAndAllowedHosts([], ['192.168.1.5', undefined, 'fe80::1'])).toEqual([
      '192.168.1.5',
      '[fe80::1]',
    ]);
    const interfaces = {
      eth0: [
        {
          address: '10.1.2.3',
          netmask: '255.0.0.0',
          family: 'IPv4' as const,
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: '10.1.2.3/8',
        },
      ],
    };
    expect(ownAndAllowedHosts([], ['0.0.0.0'], interfaces)).toEqual(['10.1.2.3']);
  });

  it('names the flag in its refusal', () => {
    expect(hostRefusal('evil.example:4010')).toContain('--allowed-host evil.example');
  });
});
