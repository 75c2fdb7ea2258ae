import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID, EXTENSION_ORIGIN } from './extension-id';
import { fromPackageRoot } from './package-root';

// Chrome checks the real extension's id (tests/browser/extension.test.ts); this checks the
// constant against the key without a browser.

/**
 * Chrome's id for a manifest key: the first 128 bits of the SHA-256 of the public key (DER),
 * each hex digit 0-f written as a letter a-p.
 */
function idFromKey(base64Key: string): string {
  const hex = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex');
  return [...hex.slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('');
}

describe('the extension id', () => {
  const manifest = JSON.parse(
    readFileSync(fromPackageRoot('harness', 'extension', 'manifest.json'), 'utf8'),
  ) as { key?: string };

  it("is the id Chrome derives from the manifest's key", () => {
    expect(manifest.key).toMatch(/^MII[A-Za-z0-9+/]+=*$/);
    expect(idFromKey(manifest.key ?? '')).toBe(EXTENSION_ID);
    expect(EXTENSION_ORIGIN).toBe(`chrome-extension://${EXTENSION_ID}`);
  });

  it('is an RSA 2048 public key (SubjectPublicKeyInfo, DER), as Chrome reads it', () => {
    const key = createPublicKey({
      key: Buffer.from(manifest.key ?? '', 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });
});
