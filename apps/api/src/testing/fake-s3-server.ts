import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake bucket holds, by path (`/bucket/key`). */
export interface FakeObject {
  body: Buffer;
  contentType: string;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A path-style S3 stand-in for tests: PUT, HEAD, GET (with `Range`) and DELETE of objects in memory. It
 * checks no signature (the presign test checks what is signed); it records every request.
 */
export async function startFakeS3(): Promise<{
  endpoint: string;
  objects: Map<string, FakeObject>;
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}> {
  const objects = new Map<string, FakeObject>();
  const requests: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }> = [];
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    requests.push({ method: request.method ?? '', path, headers: request.headers });
    const stored = objects.get(path);
    const missing = () =>
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
    switch (request.method) {
      case 'PUT': {
        const body = await readBody(request);
        objects.set(path, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' });
        return response.writeHead(200, { etag: '"fake"' }).end();
      }
      case 'HEAD':
        // HEAD of a bucket (`/{bucket}`): every bucket exists here.
        if (/^\/[^/]+\/?$/.test(path)) return response.writeHead(200).end();
        if (!stored) return missing();
        return response
          .writeHead(200, {
            'content-length': stored.body.length,
            'content-type': stored.contentType,
            etag: '"fake"',
          })
          .end();
      case 'GET': {
        if (!stored) return missing();
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (!range) {
          return response
            .writeHead(200, { 'content-length': stored.body.length, 'content-type': stored.contentType })
            .end(stored.body);
        }
        const start = Number(range[1]);
        const part = stored.body.subarray(start, Math.min(Number(range[2]) + 1, stored.body.length));
        return response
          .writeHead(206, {
            'content-length': part.length,
            'content-type': stored.contentType,
            'content-range': `bytes ${start}-${start + part.length - 1}/${stored.body.length}`,
          })
          .end(part);
      }
      case 'DELETE':
        objects.delete(path);
        return response.writeHead(204).end();
      default:
        return response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
