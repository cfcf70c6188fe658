import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { HTTP_MESSAGES } from './errors.js';
import { readPrerenderedPages } from './prerendered-pages.js';
import { injectWebConfig } from './web-config.js';

/** SECURITY.md's CSP, plus the origins the app must reach (Sentry ingest, the upload store). */
export function contentSecurityPolicy(connectSources: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    // Not covered by default-src: without it an injected <form> could post what a user types anywhere.
    'form-action': ["'self'"],
    // Upload previews are object URLs; Sentry's replay runs in a blob worker.
    'img-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...connectSources],
  };
}

/** HSTS only in production behind an https public URL: on plain-HTTP loopback development it would
 * pin localhost to HTTPS in the browser. One year, subdomains included (helmet's default). */
export function sendsHsts(config: { production: boolean; publicUrl: string }): boolean {
  return config.production && config.publicUrl.startsWith('https://');
}

/** Security headers on every answer: CSP, nosniff, no referrer, no framing, and HSTS where it belongs. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  connectSources: string[],
  hsts = false,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(connectSources) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    hsts: hsts && { maxAge: 31_536_000, includeSubDomains: true },
  });
}

/** One built single-page app and the path it is served under. */
interface SinglePageApp {
  /** `/` for the web app, `/console/` for the concierge's console. */
  prefix: string;
  shell: string;
}

/** Reads a build's index.html with the runtime config written in; null when the build is missing. */
function readShell(dist: string | undefined, webConfig: Record<string, unknown>): string | null {
  const indexFile = dist === undefined ? undefined : path.join(dist, 'index.html');
  return indexFile && existsSync(indexFile)
    ? injectWebConfig(readFileSync(indexFile, 'utf8'), webConfig)
    : null;
}

/**
 * Serves the built apps: the web app at `/` and the concierge's console at `/console/`, each with
 * hashed assets cached for a year and a fallback to its own shell for client-side routes; JSON 404s for the
 * API. A shell carries the runtime config (see web-config.ts) and is never cached.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dists: { web?: string | undefined; console?: string | undefined },
  webConfig: Record<string, unknown> = {},
  connectSources: string[] = [],
): Promise<void> {
  const served: SinglePageApp[] = [];
  // The console first: its prefix is the more specific one.
  for (const [prefix, dist] of [
    ['/console/', dists.console],
    ['/', dists.web],
  ] as const) {
    const shell = readShell(dist, webConfig);
    if (dist === undefined || shell === null) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix,
      // @fastify/static decorates the reply once; the second app must not do it again.
      decorateReply: served.length === 0,
      wildcard: false,
      // index.html goes out through the shell below, with the config in it.
      index: false,
      // Prerendered pages too: they go out under their routes, with their CSP.
      globIgnore: ['index.html', 'prerender/**'],
      // Hashed assets never change under one name: let browsers keep them for a year.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    served.push({ prefix, shell });
    if (prefix === '/') {
      const inject = (html: string) => injectWebConfig(html, webConfig);
      for (const page of readPrerenderedPages(dist, contentSecurityPolicy(connectSources), inject)) {
        app.get(page.path, (_request, reply) =>
          sendShell(reply.header('content-security-policy', page.csp), page.html),
        );
      }
    }
    app.get(prefix, (_request, reply) => sendShell(reply, shell));
    app.get(`${prefix}index.html`, (_request, reply) => sendShell(reply, shell));
  }
  const consoleApp = served.find((entry) => entry.prefix === '/console/');
  // The queue's own address carries its list, view, search and order (`/console?sort=waiting`): a reload keeps them.
  if (consoleApp) {
    app.get('/console', (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/console/${query === -1 ? '' : request.url.slice(query)}`, 301);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const owner = served.find((entry) => request.url.startsWith(entry.prefix));
    if (!owner || request.method !== 'GET' || request.url.startsWith('/api/') || looksLikeFile(request.url)) {
      return reply.code(404).send({ error: HTTP_MESSAGES.notFound });
    }
    // Client-side routes: every other GET gets its app's shell.
    return sendShell(reply, owner.shell);
  });
}

/**
 * A missing file (`/favicon.ico`, `/logo.png`, an old hashed asset) is a 404, never the HTML shell: a
 * browser would otherwise read HTML as an icon, a manifest or a script. No client route has a dot in its
 * last segment.
 */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

function sendShell(reply: FastifyReply, shell: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
}
