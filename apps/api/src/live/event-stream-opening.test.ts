import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Caller } from '../http/endpoint.js';
import { openEventStream } from '../testing/event-stream-reader.js';
import { registerEventStream } from './event-stream-route.js';
import { MemoryEventLog } from './memory-event-log.js';

// The moment a stream opens (docs/conversation.md#live-updates): a session that ends after the stream
// checked it but before it listens would be told to nobody, and the tab would stay signed in until its next
// call. The stream asks once more once it listens; here the session ends in exactly that gap.
const caller = { user: { id: 1, role: 'requester' }, session: { id: 1 } } as unknown as Caller;
let checks = 0;
const app = Fastify();
registerEventStream(app, {
  log: new MemoryEventLog(),
  // Signed in at the first check only: the session ended while the stream was opening.
  authenticate: async () => (++checks === 1 ? caller : null),
  staffGate: () => null,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());

describe('opening the live stream', () => {
  it('ends at once the stream of a session that ended while it opened', async () => {
    const stream = await openEventStream(base, 'a-token');
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    await expect(stream.next(() => false, 3_000)).rejects.toThrow(/ended/);
    expect(checks).toBe(2);
  });
});
