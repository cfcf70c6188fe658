// @vitest-environment node
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  onStreamHealth,
  pollInterval,
  SAFETY_NET_POLL_MS,
  streamHealth,
  type StreamHealth,
} from './live-pace';
import { openLiveStream, type LiveChange, type LiveStream } from './live-stream';

// The stream client against a real HTTP server speaking Server-Sent Events as the API does: what it hears,
// how it resumes after a drop, and how the pace of polling follows it (docs/conversation.md#live-updates).

interface Connection {
  headers: Record<string, string | string[] | undefined>;
  response: ServerResponse;
}

async function sseServer(answer: (connection: Connection) => void) {
  const connections: Connection[] = [];
  const server = createServer((request, response) => {
    const connection = { headers: request.headers, response };
    connections.push(connection);
    answer(connection);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/live/events`,
    connections,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const streaming = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
const event = (response: ServerResponse, name: string, id: string, data: unknown = {}) =>
  response.write(`event: ${name}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`);

async function until<T>(read: () => T | undefined, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let stream: LiveStream | undefined;
afterEach(() => stream?.close());

describe('the live stream client', () => {
  it('sends the session headers and hears what changed', async () => {
    const server = await sseServer(({ response }) => {
      streaming(response);
      event(response, 'ready', 'e.1-0');
      event(response, 'request', 'e.2-0', { kind: 'request', requestId: 12 });
      event(response, 'queue', 'e.3-0', { kind: 'queue' });
      event(response, 'presence', 'e.4-0', { kind: 'presence', requestId: 12 });
      event(response, 'sessions', 'e.5-0', { kind: 'sessions' });
      event(response, 'unknown-later-kind', 'e.6-0', {});
    });
    const changes: LiveChange[] = [];
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers({ authorization: 'Bearer t', 'mfa-token': 'm' }),
      onChange: (change) => changes.push(change),
    });
    await until(() => (changes.length === 4 ? true : undefined));
    expect(changes).toEqual([
      { kind: 'request', requestId: 12 },
      { kind: 'queue' },
      { kind: 'presence', requestId: 12 },
      { kind: 'sessions' },
    ]);
    expect(server.connections[0]!.headers).toMatchObject({ authorization: 'Bearer t', 'mfa-token': 'm' });
    expect(streamHealth()).toBe('live');
    expect(pollInterval()).toBe(SAFETY_NET_POLL_MS);
    stream.close();
    await server.close();
  });

  it('reconnects after a drop with the last id it saw, and polls at the fallback pace meanwhile', async () => {
    const server = await sseServer(({ response, headers }) => {
      streaming(response);
      if (!headers['last-event-id']) {
        event(response, 'ready', 'e.1-0');
        event(response, 'request', 'e.2-0', { kind: 'request', requestId: 5 });
        // The network drops.
        setTimeout(() => response.destroy(), 50);
      } else {
        event(response, 'request', 'e.3-0', { kind: 'request', requestId: 6 });
        event(response, 'ready', 'e.3-0');
      }
    });
    const changes: LiveChange[] = [];
    const healths: StreamHealth[] = [];
    const stop = onStreamHealth((health) => healths.push(health));
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers(),
      onChange: (change) => changes.push(change),
      retryMs: 200,
    });
    await until(() => (changes.length === 2 ? true : undefined));
    expect(server.connections[1]!.headers['last-event-id']).toBe('e.2-0');
    // Down between the two, when the screens poll at the fallback pace again.
    await until(() => (healths.length === 3 ? true : undefined));
    expect(healths).toEqual(['live', 'down', 'live']);
    stop();
    expect(changes).toEqual([
      { kind: 'request', requestId: 5 },
      { kind: 'request', requestId: 6 },
    ]);
    stream.close();
    await server.close();
  });

  it('takes a silent connection for a dead one, and a refusal or a buffering proxy for no stream', async () => {
    let calls = 0;
    const server = await sseServer(({ response }) => {
      calls += 1;
      if (calls === 1) return void response.writeHead(503).end('{}');
      // A proxy that holds the answer: headers of a JSON page, nothing streamed.
      if (calls === 2) return void response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      streaming(response);
      event(response, 'ready', 'e.9-0');
      // Then nothing at all, not even the keep-alive comment.
    });
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers(),
      onChange: () => undefined,
      retryMs: 50,
      silenceMs: 300,
    });
    await until(() => (calls >= 3 && streamHealth() === 'live' ? true : undefined));
    // Silent past silenceMs: aborted and opened again, resuming from its last id.
    await until(() => (server.connections.length >= 4 ? true : undefined));
    expect(server.connections[3]!.headers['last-event-id']).toBe('e.9-0');
    stream.close();
    expect(streamHealth()).toBe('down');
    await server.close();
  });

  it('stops on a refusal (401, 403): asking again would not change it', async () => {
    const server = await sseServer(({ response }) => void response.writeHead(403).end('{}'));
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers(),
      onChange: () => undefined,
      retryMs: 20,
    });
    await until(() => (server.connections.length === 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.connections).toHaveLength(1);
    expect(streamHealth()).toBe('down');
    await server.close();
  });

  it('asks whether the session still is when refused with 401, not with 403', async () => {
    const status = [401, 403];
    const server = await sseServer(({ response }) => void response.writeHead(status.shift()!).end('{}'));
    const heard: LiveChange[] = [];
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers(),
      onChange: (c) => heard.push(c),
    });
    await until(() => (heard.length === 1 ? true : undefined));
    expect(heard).toEqual([{ kind: 'sessions' }]);
    stream.close();
    stream = openLiveStream({
      url: server.url,
      headers: () => new Headers(),
      onChange: (c) => heard.push(c),
    });
    await until(() => (server.connections.length === 2 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ kind: 'sessions' }]);
    await server.close();
  });

  it('does not connect while signed out', async () => {
    const server = await sseServer(({ response }) => streaming(response));
    stream = openLiveStream({ url: server.url, headers: () => null, onChange: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toHaveLength(0);
    expect(streamHealth()).toBe('down');
    await server.close();
  });
});
