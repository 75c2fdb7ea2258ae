import { describe, expect, it } from 'vitest';
import { defaultExternalPolicy, keptUnderBlock, stytchOwned } from './external';

describe('keptUnderBlock', () => {
  it("keeps this machine's hosts, the hosts given, and what is no network request", () => {
    expect(keptUnderBlock('http://localhost:5173/app.js')).toBe(true);
    expect(keptUnderBlock('http://127.0.0.1:4010/sdk/v1/x')).toBe(true);
    expect(keptUnderBlock('http://[::1]:8080/')).toBe(true);
    expect(keptUnderBlock('http://shop.localhost/')).toBe(true);
    expect(keptUnderBlock('https://staging.example.com/login', ['staging.example.com'])).toBe(true);
    expect(keptUnderBlock('data:text/plain,hi')).toBe(true);
  });

  it('blocks every other host', () => {
    expect(keptUnderBlock('https://fonts.googleapis.com/css')).toBe(false);
    expect(keptUnderBlock('https://cdn.example.com/x.js', ['staging.example.com'])).toBe(false);
  });
});

describe('stytchOwned', () => {
  it('is stytch.com and every host under it', () => {
    expect(stytchOwned('https://public-assets.stytch.com/logo.svg')).toBe(true);
    expect(stytchOwned('https://stytch.com/docs')).toBe(true);
    expect(stytchOwned('https://JS.Stytch.com./sdk-assets/x.png')).toBe(true);
  });

  it('is no other host, however it is spelled', () => {
    expect(stytchOwned('https://notstytch.com/')).toBe(false);
    expect(stytchOwned('https://stytch.com.example.org/')).toBe(false);
    expect(stytchOwned('https://example.org/?next=https://stytch.com/')).toBe(false);
    expect(stytchOwned('not a url')).toBe(false);
  });
});

describe('defaultExternalPolicy', () => {
  it('blocks in CI and allows elsewhere', () => {
    expect(defaultExternalPolicy({ CI: 'true' })).toBe('block');
    expect(defaultExternalPolicy({ CI: '1' })).toBe('block');
    expect(defaultExternalPolicy({ CI: 'woodpecker' })).toBe('block');
    expect(defaultExternalPolicy({})).toBe('allow');
    expect(defaultExternalPolicy({ CI: '' })).toBe('allow');
    expect(defaultExternalPolicy({ CI: 'false' })).toBe('allow');
    expect(defaultExternalPolicy({ CI: '0' })).toBe('allow');
  });
});
