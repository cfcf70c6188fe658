import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Where the kit's static Storybook is served (designers see it without cloning the repo). */
export const STORYBOOK_PATH = '/storybook/';

/** What `/storybook/` answers when there is nothing to serve (plain text: a person reads it). */
export const STORYBOOK_TEXTS = {
  notBuilt:
    'Storybook is not built on this server. Run `pnpm build:storybook` (it writes packages/ui/storybook-static), then restart the server.',
  notServed: 'Storybook is not served here. Set SERVE_STORYBOOK=true to serve it.',
} as const;

/** The SHA-256 CSP source of each inline element (`<script>` without `src`, or `<style>`) of an HTML page. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern =
    tag === 'script'
      ? /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi
      : /<style[^>]*>([\s\S]*?)<\/style>/gi;
  return [...html.matchAll(pattern)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * Storybook's own CSP, for `/storybook/` only. Its built pages (the manager and the preview iframe) set
 * globals in inline scripts: those are allowed by hash, computed from the built files at start, so a rebuild
 * is picked up by a restart and nothing else inline may run. Styles need 'unsafe-inline': the manager's UI is
 * styled by Emotion, which writes `<style>` elements at run time with no nonce Storybook lets us pass. The
 * product's routes keep SECURITY.md's policy untouched. The preview runs in a same-origin iframe, so framing
 * is allowed by this origin only.
 */
export function storybookCsp(htmlPages: string[]): string {
  const scripts = [...new Set(htmlPages.flatMap((html) => inlineHashes(html, 'script')))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // msw's service worker mocks the API for the stories that need one.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * `/storybook/`: the kit's static Storybook when `dist` holds a build, under its own CSP; a 404 saying how to
 * build it when it does not (the server starts either way); a 404 saying it is off when `dist` is undefined
 * (production unless `SERVE_STORYBOOK=true`).
 */
export async function registerStorybook(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const built = dist !== undefined && existsSync(path.join(dist, 'index.html'));
  // Its pages load `./sb-manager/…`: relative addresses need the trailing slash.
  app.get(STORYBOOK_PATH.slice(0, -1), (_request, reply) => reply.redirect(STORYBOOK_PATH, 301));
  await app.register(
    async (scope) => {
      if (!built) {
        const text = dist === undefined ? STORYBOOK_TEXTS.notServed : STORYBOOK_TEXTS.notBuilt;
        scope.get('/*', (_request, reply: FastifyReply) =>
          reply.code(404).type('text/plain; charset=utf-8').send(text),
        );
        return;
      }
      const pages = readdirSync(dist)
        .filter((name) => name.endsWith('.html'))
        .map((name) => readFileSync(path.join(dist, name), 'utf8'));
      const csp = storybookCsp(pages);
      scope.addHook('onSend', async (_request, reply) => {
        // Replaces the product CSP and `X-Frame-Options: DENY` set for every answer by helmet.
        reply.header('content-security-policy', csp);
        reply.header('x-frame-options', 'SAMEORIGIN');
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
      );
      await scope.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        decorateReply: false,
        index: ['index.html'],
        setHeaders(reply, filePath) {
          // Vite's hashed chunks never change under one name; everything else is revalidated.
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    },
    { prefix: STORYBOOK_PATH.slice(0, -1) },
  );
}
