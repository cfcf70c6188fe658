import { scanningConfigFromEnv, type ScanningConfig } from '../scanning/scanning-config.js';

/** S3-compatible storage (`S3_BUCKET` and friends); absent means files on local disk. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (MinIO, R2, …); AWS when absent. */
  endpoint?: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most non-AWS stores need. */
  forcePathStyle: boolean;
  /** Static credentials; the AWS SDK's default chain (environment, profile, role) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Where uploads are stored and how local upload addresses are signed. */
export interface UploadConfig {
  /**
   * Local storage: files go under `{dir}/uploads/…`. The data folder by default; a temporary folder,
   * removed at close, when the server has none (in-memory tests).
   */
  dir?: string | undefined;
  /** HMAC key of local upload addresses; random per data folder (kept there) when unset. */
  signingSecret?: string | undefined;
  s3?: S3Settings | undefined;
  /**
   * `PUBLIC_URL` as set: the origin local upload addresses are made absolute with. Unset, each address
   * takes the origin of the presign request as Fastify sees it (`TRUST_PROXY` decides whether forwarded
   * headers count), so a page on another origin PUTs to the API, not to itself (docs/uploads.md#storage).
   */
  publicUrl?: string | undefined;
  /**
   * Hours after its address expired that an upload never attached to a message or an answer is removed,
   * row and stored file (`UPLOAD_UNATTACHED_HOURS`, 24 by default; docs/operations.md#storage).
   */
  unattachedHours?: number | undefined;
  /**
   * How often each instance asks whether the hourly cleanup is due (uploads/cleanup.ts); no cleanup timer
   * when unset (tests run it by hand). From the environment: every minute.
   */
  cleanupPollMs?: number | undefined;
  /**
   * Virus scanning with clamd (`CLAMD_HOST`/`CLAMD_PORT` or `CLAMD_SOCKET`; docs/uploads.md#virus-scanning);
   * off when unset.
   */
  scanning?: ScanningConfig | undefined;
}

/** The default of `UPLOAD_UNATTACHED_HOURS`: a day after the presigned address expired. */
export const UPLOAD_UNATTACHED_HOURS = 24;

/**
 * The origin a browser PUTs to for this bucket, as the AWS SDK builds its addresses: the endpoint itself
 * (or `s3.{region}.amazonaws.com`) for path-style addresses, the bucket as a subdomain of it otherwise
 * (virtual-hosted). This is the origin the app's CSP `connect-src` must allow when `UPLOAD_ORIGIN` is unset.
 */
export function s3Origin(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  // A bucket name with dots cannot be a subdomain under TLS: the SDK falls back to path-style for it.
  const pathStyle =
    settings.forcePathStyle || (endpoint.protocol === 'https:' && settings.bucket.includes('.'));
  return pathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/**
 * Reads `UPLOAD_DIR`, `UPLOAD_SIGNING_SECRET`, `UPLOAD_UNATTACHED_HOURS`, `PUBLIC_URL`, the `S3_*` and
 * the scanning (`UPLOAD_SCANNING`, `CLAMD_*`) variables (checked beforehand by config-schema.ts).
 */
export function uploadConfigFromEnv(env: NodeJS.ProcessEnv): UploadConfig {
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  return {
    dir: env.UPLOAD_DIR || undefined,
    signingSecret: env.UPLOAD_SIGNING_SECRET || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    unattachedHours: /^\d+$/.test(env.UPLOAD_UNATTACHED_HOURS ?? '')
      ? Number(env.UPLOAD_UNATTACHED_HOURS)
      : UPLOAD_UNATTACHED_HOURS,
    cleanupPollMs: 60_000,
    scanning: scanningConfigFromEnv(env),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
          credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        }
      : undefined,
  };
}

/** The upload store's origin for CSP `connect-src`: `UPLOAD_ORIGIN`, else the S3 bucket's, else none. */
export function uploadConnectSource(env: NodeJS.ProcessEnv): string[] {
  if (env.UPLOAD_ORIGIN) return [new URL(env.UPLOAD_ORIGIN).origin];
  const { s3 } = uploadConfigFromEnv(env);
  return s3 ? [s3Origin(s3)] : [];
}
