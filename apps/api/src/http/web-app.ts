import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { HTTP_MESSAGES } from './errors.js';

/** SECURITY.md's CSP, plus the origins the app must reach (Sentry ingest, the upload store). */
export function contentSecurityPolicy(connectSources: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    // Upload previews are object URLs; Sentry's replay runs in a blob worker.
    'img-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...connectSources],
  };
}

/** Security headers on every answer: CSP, nosniff, no referrer, no framing. */
export async function registerSecurityHeaders(app: FastifyInstance, connectSources: string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(connectSources) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Plain HTTP on loopback in development: HSTS there would pin localhost to HTTPS in the browser.
    hsts: false,
  });
}

/** Serves the built web app (hashed assets cached for a year, SPA fallback) and JSON 404s for the API. */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const serveApp = webDist !== undefined && existsSync(webDist);
  if (serveApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // Hashed assets never change under one name: let browsers keep them for a year.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!serveApp || request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: HTTP_MESSAGES.notFound });
    }
    // Client-side routes: every other GET gets the app shell.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
