import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A software WebAuthn authenticator (ES256, "none" attestation) for direct-HTTP contract
// tests: unlike Chromium's virtual authenticator it can sign for any origin or RP ID and
// send any sign counter, which is how the refusal paths are reached.

type Cbor = number | string | Uint8Array | CborMap | CborRecord;
interface CborMap extends Map<Cbor, Cbor> {}
interface CborRecord {
  [key: string]: Cbor;
}

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

export interface CeremonyOptions {
  /** The origin written into clientDataJSON (what a browser on that page would sign). */
  origin: string;
  /** The RP ID hashed into authenticatorData; defaults to the options' rpId. */
  rpId?: string;
  /** The sign counter to report; defaults to one more than the last one sent. */
  counter?: number;
}

/** One credential (key pair) of the software authenticator. */
export class SoftCredential {
  readonly id = b64url(randomBytes(16));
  private readonly key: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    this.publicJwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  private authData(rpId: string, counter: number, attested?: Buffer): Buffer {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0); // UP, UV, AT
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private nextCounter(explicit?: number): number {
    this.counter = explicit ?? this.counter + 1;
    return this.counter;
  }

  /** Answers `public_key_credential_creation_options`; returns the SDK's JSON string. */
  create(creationOptions: string, options: CeremonyOptions): string {
    const parsed = JSON.parse(creationOptions) as {
      challenge: string;
      rp: { id: string };
      user: { id: string };
    };
    this.userHandle = parsed.user.id;
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: parsed.challenge,
        origin: options.origin,
        crossOrigin: false,
      }),
    );
    const credentialId = Buffer.from(this.id, 'base64url');
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
    const authData = this.authData(
      options.rpId ?? parsed.rp.id,
      this.nextCounter(options.counter),
      attested,
    );
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    });
  }

  /** Answers `public_key_credential_request_options`; returns the SDK's JSON string. */
  get(requestOptions: string, options: CeremonyOptions): string {
    const parsed = JSON.parse(requestOptions) as { challenge: string; rpId: string };
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: parsed.challenge,
        origin: options.origin,
        crossOrigin: false,
      }),
    );
    const authData = this.authData(options.rpId ?? parsed.rpId, this.nextCounter(options.counter));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.key);
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    });
  }
}
