import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { loadServerSecret } from '../notifications/signing.js';

/**
 * Authenticator-app secrets at rest (issue 19): AES-256-GCM under a key derived (HKDF-SHA-256) from
 * `MFA_SECRET_KEY`, else from a random key kept in the database. The owner's id is the additional data, so
 * a ciphertext copied onto another account's row does not decrypt. Format: `v1.<iv>.<ciphertext+tag>`.
 */
const VERSION = 'v1';
const keys = new WeakMap<Db, Promise<Buffer>>();

function keyOf(context: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<Buffer> {
  let key = keys.get(context.db);
  if (!key) {
    key = loadServerSecret(context.db, 'mfa-secrets', context.config.mfaSecretKey, context.now()).then(
      (secret) => Buffer.from(hkdfSync('sha256', secret, '', 'concierge totp secrets v1', 32)),
    );
    key.catch(() => keys.delete(context.db));
    keys.set(context.db, key);
  }
  return key;
}

const aad = (userId: number) => Buffer.from(`totp:${userId}`, 'utf8');

/** Seals and opens secrets of one account at a time. */
export interface SecretBox {
  seal(userId: number, secret: string): string;
  /** The secret of `sealed`; throws when it was not sealed for `userId` under this key. */
  open(userId: number, sealed: string): string;
}

/**
 * The box, its key loaded (once per database). Get it before a transaction: on PGlite's one connection a
 * key query from outside a running transaction would wait for it forever.
 */
export async function secretBox(context: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<SecretBox> {
  const key = await keyOf(context);
  return {
    seal(userId, secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(userId, sealed) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) throw new Error('unknown sealed secret format');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(aad(userId))
        .setAuthTag(bytes.subarray(bytes.length - 16));
      const plain = decipher.update(bytes.subarray(0, bytes.length - 16));
      return Buffer.concat([plain, decipher.final()]).toString('utf8');
    },
  };
}
