// The client side of the idle-streams measure, in a process of its own (its sockets and CPU are not the
// server's): opens streams on command from live-idle.mjs over IPC and says how they fare. Messages:
// { type: 'open', url, tokens } → { type: 'opened', ready, refused, ms }; { type: 'count' } → { type: 'count',
// live, comments, failures }; { type: 'close' } → { type: 'closed' } and the process ends when it is disconnected.
import { LIVE_EVENTS_PATH, openStreams } from './live-stream-client.mjs';

let streams = [];

const handlers = {
  async open({ url, tokens }) {
    const started = performance.now();
    const opened = await openStreams(tokens, {
      url: `${url}${LIVE_EVENTS_PATH}`,
      headersOf: (token) => ({ authorization: `Bearer ${token}` }),
      concurrency: 100,
    });
    streams.push(...opened);
    return {
      type: 'opened',
      ready: opened.filter((stream) => stream.events.some((event) => event.event === 'ready')).length,
      refused: opened.filter((stream) => stream.refused).length,
      ms: Math.round(performance.now() - started),
    };
  },
  async count() {
    return {
      type: 'count',
      live: streams.filter((stream) => stream.live).length,
      comments: streams.reduce((sum, stream) => sum + stream.comments, 0),
      failures: streams.reduce((sum, stream) => sum + stream.failures, 0),
    };
  },
  async close() {
    for (const stream of streams) stream.close();
    streams = [];
    return { type: 'closed' };
  },
};

process.on('message', async (message) => process.send(await handlers[message.type](message)));
process.on('disconnect', () => process.exit(0));
