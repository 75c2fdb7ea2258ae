import { describe, expect, it } from 'vitest';
import { customerPageUrl, modesOnPages } from './page-source';

describe('modesOnPages', () => {
  it("the harness's own pages: every mode asked for", () => {
    expect(modesOnPages(['login', 'resetPassword'])).toEqual(['login', 'resetPassword']);
  });

  it("a customer's page (--url): the login mount only, and an error when only others were asked for", () => {
    const url = 'http://localhost:3000/login';
    expect(modesOnPages(['login', 'resetPassword'], { url })).toEqual(['login']);
    expect(() => modesOnPages(['resetPassword'], { url })).toThrow(
      '--url tests the login mount only; --mount asked for resetPassword',
    );
  });

  it("with the app's passkey page (--passkey-registration-url): the passkey-registration mount too", () => {
    const pages = {
      url: 'http://localhost:3000/login',
      passkeyRegistrationUrl: 'http://localhost:3000/passkeys',
    };
    const all = ['login', 'resetPassword', 'passkeyRegistration'];
    expect(modesOnPages(all, pages)).toEqual(['login', 'passkeyRegistration']);
    expect(modesOnPages(['passkeyRegistration'], pages)).toEqual(['passkeyRegistration']);
    expect(() => modesOnPages(['resetPassword'], pages)).toThrow(
      '--url tests the login and passkeyRegistration mounts only; --mount asked for resetPassword',
    );
  });

  it('a --url that is not an absolute http(s) address stops the run before it starts', () => {
    expect(() => modesOnPages(['login'], { url: 'localhost:3000' })).toThrow(
      '--url must be an http:// or https:// address, got "localhost:3000"',
    );
    expect(() => customerPageUrl('/login')).toThrow(
      '--url must be an absolute http:// or https:// address, got "/login"',
    );
    expect(customerPageUrl('https://staging.example.com/login').origin).toBe(
      'https://staging.example.com',
    );
  });
});
