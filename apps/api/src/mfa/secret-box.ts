import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { loadServerSecret } from '../notifications/signing.js';

/**
 * Secrets at rest that must be read back (authenticator-app secrets, webhook signing secrets): AES-256-GCM
 * under a key derived (HKDF-SHA-256, one label per kind) from `MFA_SECRET_KEY`, else from a random key kept
 * in the database. The owner's id is the additional data, so a ciphertext copied onto another row does not
 * decrypt. Format: `v1.<iv>.<ciphertext+tag>`.
 */
const VERSION = 'v1';

/** What the key needs: the database, the clock and `MFA_SECRET_KEY` (the demo seed has no whole config). */
export type KeyContext = Pick<AppContext, 'db' | 'now'> & { config: Pick<ServerConfig, 'mfaSecretKey'> };

/**
 * One kind of sealed secret: its own HKDF label (so each kind has its own key, derived from the one server
 * secret) and the prefix of its additional data (so a ciphertext never opens as another kind's).
 */
export interface SealedKind {
  keyLabel: string;
  aadPrefix: string;
}

/** Seals and opens secrets of one owner (an account, an endpoint) at a time. */
export interface SecretBox {
  seal(ownerId: number, secret: string): string;
  /** The secret of `sealed`; throws when it was not sealed for `ownerId` under this key. */
  open(ownerId: number, sealed: string): string;
}

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

function keyOf(context: KeyContext, kind: SealedKind): Promise<Buffer> {
  let perDb = keys.get(context.db);
  if (!perDb) keys.set(context.db, (perDb = new Map()));
  let key = perDb.get(kind.keyLabel);
  if (!key) {
    key = loadServerSecret(context.db, 'mfa-secrets', context.config.mfaSecretKey, context.now()).then(
      (secret) => Buffer.from(hkdfSync('sha256', secret, '', kind.keyLabel, 32)),
    );
    const kept = perDb;
    key.catch(() => kept.delete(kind.keyLabel));
    perDb.set(kind.keyLabel, key);
  }
  return key;
}

/**
 * The box of one kind, its key loaded (once per database). Get it before a transaction: on PGlite's one
 * connection a key query from outside a running transaction would wait for it forever.
 */
export async function sealedSecrets(context: KeyContext, kind: SealedKind): Promise<SecretBox> {
  const key = await keyOf(context, kind);
  const aad = (ownerId: number) => Buffer.from(`${kind.aadPrefix}:${ownerId}`, 'utf8');
  return {
    seal(ownerId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(ownerId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(ownerId, sealed) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) throw new Error('unknown sealed secret format');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(aad(ownerId))
        .setAuthTag(bytes.subarray(bytes.length - 16));
      const plain = decipher.update(bytes.subarray(0, bytes.length - 16));
      return Buffer.concat([plain, decipher.final()]).toString('utf8');
    },
  };
}

/** Authenticator-app secrets, one account at a time. */
export const secretBox = (context: KeyContext): Promise<SecretBox> =>
  sealedSecrets(context, { keyLabel: 'concierge totp secrets v1', aadPrefix: 'totp' });
