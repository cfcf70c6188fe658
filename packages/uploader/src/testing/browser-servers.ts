// The two origins of the real-browser test: the app (test page, bundle, presign endpoint) and a storage
// server on another port, so every upload is cross-origin as with real presigned storage.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What storage saw of one upload. */
export interface StoredObject {
  method: string | undefined;
  contentType: string | undefined;
  cookie: string | undefined;
  size: number;
  sha256: string;
}

// `*` with no Allow-Credentials: a request sent with credentials would be refused by the browser.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'PUT, POST',
  'access-control-allow-headers': 'content-type',
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function store(request: IncomingMessage): Promise<StoredObject> {
  const hash = createHash('sha256');
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    hash.update(chunk);
  });
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('end', () =>
      resolve({
        method: request.method,
        contentType: request.headers['content-type'],
        cookie: request.headers.cookie,
        size,
        sha256: hash.digest('hex'),
      }),
    );
  });
}

/**
 * Storage: `/objects/{key}` stores and answers 200 (with `?gate`, it reads nothing until `releaseGates()`,
 * so the browser must report progress mid-way); `/forbidden/…` answers 403; `/hold/…` never answers;
 * `/no-cors/…` refuses the preflight.
 */
export async function startStorage() {
  const objects = new Map<string, StoredObject>();
  const gates: Array<() => void> = [];
  const held = new Set<ServerResponse>();
  let heldClosed: () => void = () => undefined;
  const heldRequestClosed = new Promise<void>((resolve) => (heldClosed = resolve));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://storage');
    const [, route = '', ...rest] = url.pathname.split('/');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, route === 'no-cors' ? {} : CORS).end();
      return;
    }
    if (route === 'objects') {
      if (url.searchParams.has('gate')) {
        // Stop reading: the browser fills the socket buffers (a few MB here) and then has to wait.
        request.pause();
        gates.push(() => request.resume());
      }
      void store(request).then((object) => {
        objects.set(rest.join('/'), object);
        response.writeHead(200, { ...CORS, 'content-type': 'text/plain' }).end('stored');
      });
      return;
    }
    if (route === 'forbidden') {
      void store(request).then(() =>
        response.writeHead(403, { ...CORS, 'content-type': 'text/plain' }).end('Request has expired'),
      );
      return;
    }
    if (route === 'hold') {
      held.add(response);
      request.resume();
      request.on('close', () => heldClosed());
      return;
    }
    response.writeHead(404, CORS).end();
  });
  const origin = await listen(server);
  return {
    origin,
    objects,
    heldRequestClosed,
    releaseGates: () => gates.splice(0).forEach((release) => release()),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The app: the test page, the bundle, and a presign endpoint handing out storage addresses. */
export async function startApp(bundle: string, storageOrigin: string) {
  const presigns: unknown[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>uploader</title><script type="module" src="/page.js"></script>');
      return;
    }
    if (request.method === 'GET' && request.url === '/page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      return;
    }
    if (request.method === 'POST' && request.url === '/api/v1/uploads/presigned_url') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        presigns.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        const key = `uploads/1/${presigns.length}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ presigned_url: `${storageOrigin}/objects/${key}`, key, method: 'PUT' }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  const origin = await listen(server);
  return {
    origin,
    presigns,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
