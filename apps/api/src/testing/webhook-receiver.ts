import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// A webhook receiver for tests: a real HTTP server on loopback that checks every delivery's signature with
// the `standardwebhooks` library, as an integrator's receiver would, and answers what the test scripts.

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The parsed body. */
  event: { type: string; version: number; timestamp: string; data: Record<string, unknown> };
  /** The secrets (of those the receiver knows) whose signature is in the header and verifies. */
  verifiedWith: string[];
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The secrets deliveries are verified with; add the one an endpoint's creation answered. */
  secrets: string[];
  /** Statuses to answer next, in order; 200 once it is empty. */
  script: number[];
  /** While set, requests are held unanswered (a receiver that hangs) and not recorded. */
  hang: boolean;
  /** How many requests were held so far. */
  held: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    secrets: [],
    script: [],
    hang: false,
    held: 0,
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (receiver.hang) {
        held.add(response);
        receiver.held += 1;
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      };
      const verifiedWith = receiver.secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      receiver.received.push({
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        event: JSON.parse(body),
        verifiedWith,
      });
      const status = receiver.script.shift() ?? 200;
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status < 300 ? 'ok' : `failed with ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
