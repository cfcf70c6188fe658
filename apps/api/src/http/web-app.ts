import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { HTTP_MESSAGES } from './errors.js';
import { injectWebConfig } from './web-config.js';

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

/**
 * Serves the built web app (hashed assets cached for a year, SPA fallback) and JSON 404s for the API. The
 * app shell carries the runtime config (see web-config.ts) and is never cached.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  webConfig: Record<string, unknown> = {},
): Promise<void> {
  const indexFile = webDist === undefined ? undefined : path.join(webDist, 'index.html');
  const shell =
    indexFile && existsSync(indexFile) ? injectWebConfig(readFileSync(indexFile, 'utf8'), webConfig) : null;
  if (webDist !== undefined && shell !== null) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // index.html goes out through the shell below, with the config in it.
      index: false,
      globIgnore: ['index.html'],
      // Hashed assets never change under one name: let browsers keep them for a year.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  if (shell !== null) {
    app.get('/', (_request, reply) => sendShell(reply));
    app.get('/index.html', (_request, reply) => sendShell(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    if (shell === null || request.method !== 'GET' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: HTTP_MESSAGES.notFound });
    }
    // Client-side routes: every other GET gets the app shell.
    return sendShell(reply);
  });
}
