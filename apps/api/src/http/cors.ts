import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import {
  ACCEPT_LANGUAGE_HEADER,
  DEVICE_TOKEN_HEADER,
  ETAG_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IF_NONE_MATCH_HEADER,
} from '@concierge/api-client';

/**
 * Answer headers a page on an allowed origin may read: the session token (sign-in, sign-up), the MFA
 * token and the device token (verify), Retry-After (the resend countdown) and the ETag the live polling
 * sends back. None of them is CORS-safelisted.
 */
export const CORS_EXPOSED_HEADERS = [
  'authorization',
  'mfa-token',
  DEVICE_TOKEN_HEADER,
  'retry-after',
  ETAG_HEADER,
];
/**
 * Request headers the client sends beyond the safelisted ones (If-None-Match: every poll). Accept-Language
 * is safelisted only while its value keeps to letters, digits and ` *,-.;=`: listed so that any
 * value the client forwards passes the preflight.
 */
export const CORS_ALLOWED_HEADERS = [
  'authorization',
  'mfa-token',
  DEVICE_TOKEN_HEADER,
  'content-type',
  IDEMPOTENCY_KEY_HEADER,
  IF_NONE_MATCH_HEADER,
  ACCEPT_LANGUAGE_HEADER,
];

/**
 * CORS for the origins in `CORS_ORIGINS` only (exact matches; no wildcard, no credentials: the API reads
 * its tokens from headers, never from cookies). Without an allow-list nothing is registered: other
 * origins get no CORS headers and the browser keeps their pages out.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    // Browsers cache the preflight for this long (Chromium caps it at 2 hours).
    maxAge: 600,
  });
}
