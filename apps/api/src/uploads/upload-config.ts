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
}

/** Reads `UPLOAD_DIR`, `UPLOAD_SIGNING_SECRET` and the `S3_*` variables. */
export function uploadConfigFromEnv(env: NodeJS.ProcessEnv): UploadConfig {
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  return {
    dir: env.UPLOAD_DIR || undefined,
    signingSecret: env.UPLOAD_SIGNING_SECRET || undefined,
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
