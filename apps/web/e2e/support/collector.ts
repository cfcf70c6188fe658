import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { parseEnvelope, type Envelope } from './envelope';

// A stand-in for the outside world during the e2e run: the Sentry DSN, the PostHog host and the partner
// sign-up pages all point here, so tests can see what the app sent and where it sent the browser.

export interface Collected {
  envelopes: Envelope[];
  analytics: Record<string, unknown>[];
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** Starts the collector on `port`; resolves once it listens. */
export function startCollector(port: number): Promise<Server> {
  let collected: Collected = { envelopes: [], analytics: [] };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://collector');
    // The app's origin differs (another port): answer CORS so the SDKs can read our replies.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();

    if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
      collected.envelopes.push(parseEnvelope(await readBody(request)));
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
    if (request.method === 'POST' && url.pathname === '/capture/') {
      const body = (await readBody(request)).toString('utf8');
      collected.analytics.push(JSON.parse(body) as Record<string, unknown>);
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    }
    const partner = /^\/partners\/([a-z-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && partner) {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Partner ${partner[1]}</title><h1>Partner ${partner[1]}</h1>`);
    }
    if (url.pathname === '/__collected') {
      if (request.method === 'DELETE') collected = { envelopes: [], analytics: [] };
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(collected));
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
