import { COSEALG } from '@simplewebauthn/server/helpers';
import { expect, it } from 'vitest';
import { KEY_ALGORITHMS, webauthnLibrary } from './library';

it('offers EdDSA, ES256 and RS256, by the COSE ids the library names them', () => {
  expect(KEY_ALGORITHMS).toEqual([COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256]);
});

it('loads the library once, however many calls ask for it at once', async () => {
  const [first, second] = await Promise.all([webauthnLibrary(), webauthnLibrary()]);
  expect(first).toBe(second);
  expect(typeof first.verifyRegistrationResponse).toBe('function');
});
