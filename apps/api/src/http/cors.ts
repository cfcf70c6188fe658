import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@concierge/api-client';

/**
 * Answer headers a page on an allowed origin may read: the session token (sign-in, sign-up), the MFA
 * token (verify), and Retry-After (the resend countdown). None of them is CORS-safelisted.
 */
export const CORS_EXPOSED_HEADERS = ['authorization', 'mfa-token', 'retry-after'];
/** Request headers the client sends beyond the safelisted ones. */
export const CORS_ALLOWED_HEADERS = ['authorization', 'mfa-token', 'content-type', IDEMPOTENCY_KEY_HEADER];

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
