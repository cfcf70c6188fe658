import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from '@concierge/api-client';

// A software authenticator for the server's tests: real ES256 keys (node:crypto), 'none' attestation, the
// authenticator data and CBOR of WebAuthn §6.1 and RFC 8949 written out by hand. No maintained npm package
// does this (nid-webauthn-emulator is a 0.x with one maintainer), and these ~120 lines are all it takes.
// Each call can be bent (origin, user verification, counter) to make the answers the server must refuse.

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** Deterministic-enough CBOR for what WebAuthn needs: integers, byte and text strings, arrays, maps. */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const entries = [...value.entries()].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** What a test may bend in one ceremony. */
export interface CeremonyOptions {
  /** The page's origin as the browser would report it; defaults to the authenticator's. */
  origin?: string;
  /** The RP ID whose hash goes into the authenticator data; defaults to the options' one. */
  rpId?: string;
  /** False: the person was not verified (no PIN, no biometrics), only present. */
  userVerified?: boolean;
  /** The signature counter to report instead of the next one (a clone, or a replay). */
  counter?: number;
  /** Sign with this credential (base64url id) rather than the first one the options allow. */
  credentialId?: string;
}

/** A passkey authenticator in memory, with discoverable credentials. */
export class SoftAuthenticator {
  private readonly credentials: StoredCredential[] = [];

  constructor(
    readonly origin: string,
    private readonly counterStep = 1,
  ) {}

  /** Answers `navigator.credentials.create()` with a new ES256 credential ('none' attestation). */
  create(options: PasskeyCreationOptions, bend: CeremonyOptions = {}): PasskeyRegistrationCredential {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const credential = { id, privateKey, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, encodeCbor(coseKey)]);
    const authData = this.authenticatorData(bend.rpId ?? options.rp.id!, bend, 0, attested);
    const attestationObject = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, bend),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers `navigator.credentials.get()`: signs the challenge with an allowed (or any) credential. */
  get(options: PasskeyRequestOptions, bend: CeremonyOptions = {}): PasskeyAssertion {
    const allowed = (options.allowCredentials ?? []).map((entry) => entry.id);
    const wanted = bend.credentialId;
    const credential = this.credentials.find((candidate) => {
      const id = b64url(candidate.id);
      return wanted ? id === wanted : allowed.length === 0 || allowed.includes(id);
    });
    if (!credential) throw new Error('SoftAuthenticator: no credential for these options');
    credential.counter = bend.counter ?? credential.counter + this.counterStep;
    const authData = this.authenticatorData(bend.rpId ?? options.rpId!, bend, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, bend);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, bend: CeremonyOptions): string {
    const origin = bend.origin ?? this.origin;
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  private authenticatorData(rpId: string, bend: CeremonyOptions, counter: number, attested?: Buffer) {
    const flags = FLAG_UP | (bend.userVerified === false ? 0 : FLAG_UV) | (attested ? FLAG_AT : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }
}
