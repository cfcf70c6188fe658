import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from './config.js';

/** Builds the HTTP server without listening, so tests can drive it with `inject`. */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  await app.register(fastifyCompress);

  app.get('/api/v1/health', async () => ({ status: 'ok' }));

  const webDist = config.webDist;
  if (webDist && existsSync(webDist)) {
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
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply.code(404).send({ error: 'Not found' });
      }
      // Client-side routes: every other GET gets the app shell.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
