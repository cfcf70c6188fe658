import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer the fake gives: a status and a JSON body. */
export interface ProviderAnswer {
  status: number;
  json: unknown;
}

/**
 * A local HTTP server (port 0) standing in for an SMS provider in tests: it records every request and
 * answers from a queue (`answers`), or with `respond` once the queue is empty.
 */
export async function startFakeSmsProvider(respond: (request: ProviderRequest) => ProviderAnswer) {
  const requests: ProviderRequest[] = [];
  const answers: ProviderAnswer[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = answers.shift() ?? respond(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers to give next, in order, before falling back to `respond`. */
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
