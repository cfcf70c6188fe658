import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local upload address is bound to: one key, its exact type and length, until a time. */
export interface SignedPut {
  key: string;
  contentType: string;
  size: number;
  /** Unix seconds. */
  expires: number;
}

function digest(secret: string, put: SignedPut): Buffer {
  // Newline-separated like S3's canonical request: no field can run into the next.
  const canonical = ['PUT', put.key, put.contentType, String(put.size), String(put.expires)].join('\n');
  return createHmac('sha256', secret).update(canonical).digest();
}

/** The base64url HMAC-SHA256 of a PUT. */
export function signPut(secret: string, put: SignedPut): string {
  return digest(secret, put).toString('base64url');
}

/** Constant-time check of a signature against the PUT as it arrived (its headers, not what was declared). */
export function verifyPut(secret: string, put: SignedPut, signature: string): boolean {
  const expected = digest(secret, put);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
