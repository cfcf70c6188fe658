import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { access, constants, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_HEAD_BYTES } from './file-types.js';
import { signPut, verifyPut, type SignedPut } from './local-signature.js';
import type { PutTarget, StoredObject, UploadStorage } from './storage.js';
import { EXPORT_KEY_PATTERN, UPLOAD_KEY_PATTERN } from './upload-policy.js';

/** The file a secret is kept in, in the data folder: one secret per data folder, across restarts. */
export const SIGNING_SECRET_FILE = 'upload-signing-secret';

/** The configured secret, else the data folder's (made on first use), else a fresh one for this process. */
export function resolveSigningSecret(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: two servers starting on one folder keep the first one's secret.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/** Thrown when a PUT's body is longer or shorter than its signed length. */
export class SizeMismatchError extends Error {}

/**
 * Files on local disk under `{root}/uploads/{userId}/{uuid}`, outside every served folder. The browser
 * PUTs to the server itself (`/api/v1/uploads/…?expires=…&signature=…`), which checks the HMAC.
 */
export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local';
  private readonly root: string;
  private readonly temporary: boolean;

  constructor(
    dir: string | undefined,
    private readonly secret: string,
  ) {
    this.temporary = dir === undefined;
    this.root = dir ?? mkdtempSync(path.join(tmpdir(), 'concierge-uploads-'));
  }

  /** The file of a key; keys are checked against their pattern, so no key can climb out of the root. */
  private fileOf(key: string): string {
    if (!UPLOAD_KEY_PATTERN.test(key) && !EXPORT_KEY_PATTERN.test(key)) throw new Error('not a stored key');
    return path.join(this.root, ...key.split('/'));
  }

  async presign(target: PutTarget, origin: string): Promise<string> {
    const expires = Math.floor(target.expiresAt.getTime() / 1000);
    const signature = signPut(this.secret, { ...target, expires });
    return `${origin}/api/v1/${target.key}?expires=${expires}&signature=${signature}`;
  }

  /** The API's own origin, which depends on the request (or `PUBLIC_URL`). */
  async uploadOrigin(): Promise<undefined> {
    return undefined;
  }

  /** Whether a PUT as it arrived (headers, expiry, signature) is the one that was signed. */
  verify(put: SignedPut, signature: string): boolean {
    return verifyPut(this.secret, put, signature);
  }

  /** Streams a body to its file: exactly `size` bytes, or nothing is kept. */
  async receive(key: string, body: Readable, size: number): Promise<void> {
    const file = this.fileOf(key);
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.part`;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > size ? new SizeMismatchError('body longer than signed') : null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(partial, { mode: 0o600 }));
      if (received !== size) throw new SizeMismatchError('body shorter than signed');
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async store(key: string, _contentType: string, body: Readable, size: number): Promise<void> {
    await this.receive(key, body, size);
  }

  async write(key: string, _contentType: string, content: Uint8Array): Promise<void> {
    await this.receive(key, Readable.from([content]), content.length);
  }

  async inspect(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(Math.min(FILE_HEAD_BYTES, info.size));
      await handle.read(head, 0, head.length, 0);
      return { size: info.size, head };
    } finally {
      await handle.close();
    }
  }

  /** Opened before it is returned, so a missing file is this call's error rather than the stream's. */
  async open(key: string): Promise<Readable> {
    const handle = await open(this.fileOf(key), 'r');
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}
