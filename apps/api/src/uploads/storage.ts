import type { Readable } from 'node:stream';

/** What the server reads back from a stored file to check it: its size and first bytes. */
export interface StoredObject {
  size: number;
  head: Uint8Array;
}

/** An upload address to issue: one PUT of `size` bytes of `contentType` to `key`, until `expiresAt`. */
export interface PutTarget {
  key: string;
  contentType: string;
  size: number;
  expiresAt: Date;
}

/** Where uploaded files live: local disk behind the server's own signed addresses, or an S3 bucket. */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** The address the browser PUTs the file to, bound to the target's type and size. */
  presign(target: PutTarget): Promise<string>;
  /** The stored file's size and first bytes; null when nothing is stored under the key. */
  inspect(key: string): Promise<StoredObject | null>;
  /** The stored file's bytes. */
  open(key: string): Promise<Readable>;
  /** Stores a file the server itself received (an emailed reply's attachment), under a new key. */
  write(key: string, contentType: string, content: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot take files now (the readiness check). */
  check(): Promise<void>;
  close(): Promise<void>;
}
