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
  /**
   * The absolute address the browser PUTs the file to, bound to the target's type and size. `origin` is
   * the API's own origin (`PUBLIC_URL`, else the presign request's), which local storage's addresses are
   * on: a page on another origin must not PUT them against itself (docs/uploads.md#storage).
   */
  presign(target: PutTarget, origin: string): Promise<string>;
  /**
   * The origin every presigned address is on, when it is known without a request (S3); undefined when the
   * addresses are on the API's own origin (local disk).
   */
  uploadOrigin(): Promise<string | undefined>;
  /** The stored file's size and first bytes; null when nothing is stored under the key. */
  inspect(key: string): Promise<StoredObject | null>;
  /** The stored file's bytes. */
  open(key: string): Promise<Readable>;
  /** Streams a file the server made itself (a data export) to `key`: exactly `size` bytes. */
  store(key: string, contentType: string, body: Readable, size: number): Promise<void>;
  /** Stores a file the server itself received (an emailed reply's attachment), under a new key. */
  write(key: string, contentType: string, content: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot take files now (the readiness check). */
  check(): Promise<void>;
  close(): Promise<void>;
}
