import { describe, expect, it } from 'vitest';
import { createRouter, type Route } from './router';

const route = (method: Route['method'], path: string): Route => ({
  method,
  path,
  envelope: 'sdk',
  handle: () => path,
});

describe('createRouter', () => {
  const router = createRouter([
    route('GET', '/sdk/v1/users/me'),
    route('DELETE', '/sdk/v1/users/emails/:id'),
    route('GET', '/sdk/v1/projects/bootstrap/:token'),
  ]);

  it('matches literal paths and captures decoded params', () => {
    expect(router.match('GET', '/sdk/v1/users/me')).toMatchObject({ params: {} });
    expect(router.match('GET', '/sdk/v1/projects/bootstrap/a%20b')).toMatchObject({
      params: { token: 'a b' },
    });
  });

  it('reports the allowed methods for a known path with the wrong method', () => {
    expect(router.match('POST', '/sdk/v1/users/me')).toEqual({ methodNotAllowed: ['GET'] });
  });

  it('returns null for unknown paths and undecodable params', () => {
    expect(router.match('GET', '/sdk/v1/users')).toBeNull();
    expect(router.match('DELETE', '/sdk/v1/users/emails/%E0%A4%A')).toBeNull();
  });
});
