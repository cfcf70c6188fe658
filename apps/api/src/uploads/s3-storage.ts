import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { NotReadyError } from '../http/health.js';
import { FILE_HEAD_BYTES } from './file-types.js';
import type { PutTarget, StoredObject, UploadStorage } from './storage.js';
import type { S3Settings } from './upload-config.js';
import { UPLOAD_URL_TTL_SECONDS } from './upload-policy.js';

// The SDK signs neither header by default (SECURITY.md): listing them makes S3 refuse another type or length.
const SIGNED_PUT_HEADERS = new Set(['content-type', 'content-length']);

const isMissing = (error: unknown) => {
  const name = (error as { name?: unknown }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** An S3-compatible bucket: the browser PUTs to an AWS SigV4 presigned address bound to type and length. */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    /** The clock the expiry is measured from (the server's policy clock). */
    private readonly now: () => Date,
    /**
     * The app's CSP `connect-src` origins: the readiness check fails when the bucket's is not among them,
     * since every browser PUT would then be blocked. Unchecked when absent.
     */
    private readonly connectSources?: readonly string[],
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // By default the SDK adds a CRC32 of the (empty) body to presigned PUTs, which S3 then holds the
      // browser's file to; size and type are what the address is bound to (SECURITY.md), not a checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The SDK's address, absolute on the bucket's origin: the API's own origin plays no part in it. */
  async presign(target: PutTarget): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: target.key,
      ContentType: target.contentType,
      ContentLength: target.size,
    });
    const seconds = Math.floor((target.expiresAt.getTime() - this.now().getTime()) / 1000);
    return getSignedUrl(this.client, command, {
      expiresIn: Math.min(Math.max(seconds, 1), UPLOAD_URL_TTL_SECONDS),
      signableHeaders: SIGNED_PUT_HEADERS,
      signingDate: this.now(),
    });
  }

  /** The origin of a real presigned address (a made-up key; nothing is stored by presigning). */
  async uploadOrigin(): Promise<string> {
    const at = this.now();
    const url = await this.presign({
      key: 'uploads/0/00000000-0000-0000-0000-000000000000',
      contentType: 'application/pdf',
      size: 1,
      expiresAt: new Date(at.getTime() + 60_000),
    });
    return new URL(url).origin;
  }

  async inspect(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const size = head.ContentLength ?? 0;
      if (size === 0) return { size, head: new Uint8Array() };
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: `bytes=0-${FILE_HEAD_BYTES - 1}`,
        }),
      );
      return { size, head: (await object.Body?.transformToByteArray()) ?? new Uint8Array() };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return object.Body as Readable;
  }

  async store(key: string, contentType: string, body: Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
        Body: body,
      }),
    );
  }

  async write(key: string, contentType: string, content: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: content.length,
        Body: content,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /**
   * HEAD of the bucket: reachable, there, and these credentials may use it; and the browser may reach it
   * (its origin is in the CSP's `connect-src`, docs/uploads.md#storage).
   */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    if (!this.connectSources) return;
    const origin = await this.uploadOrigin();
    if (!this.connectSources.includes(origin)) {
      throw new NotReadyError(
        "The upload store's origin is not in the Content-Security-Policy's connect-src, so browsers cannot upload: unset UPLOAD_ORIGIN to derive it from the S3 settings, or set it to the store's origin.",
        `upload origin ${origin} is not in connect-src (${this.connectSources.join(' ') || 'none'})`,
      );
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
