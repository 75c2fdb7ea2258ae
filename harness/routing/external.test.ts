import { describe, expect, it } from 'vitest';
import { keptUnderBlock } from './external';

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
