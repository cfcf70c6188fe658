// A message posted through one instance reaching a stream held by another: the concierge replies over HTTP
// straight to instance A (no proxy), one message at a time, each into the request of a requester whose
// stream HAProxy gave to instance C, while every other stream stays open. Timed per message: from the POST's
// send and from its answer (the change committed) to the `request` event arriving on that stream.
import { loadavg } from 'node:os';
import { currentInstance } from './live-stream-client.mjs';

const ARRIVAL_TIMEOUT_MS = 5_000;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at `share` of the sorted `values` (nearest rank), rounded to 0.1 ms. */
export function quantile(sorted, share) {
  if (!sorted.length) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}

/** A concierge's reply, as the console posts it (`POST /api/v1/concierge/requests/:id/messages`). */
export async function postReply(instanceUrl, staffHeaders, requestId, text) {
  const response = await fetch(`${instanceUrl}/api/v1/concierge/requests/${requestId}/messages`, {
    method: 'POST',
    headers: { ...staffHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ message: { body_html: `<p>${text}</p>`, attachment_keys: [], internal: false } }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Resolves with the arrival time of the first `request` event for `requestId` on `stream` that arrives
 * from now on, or null after {@link ARRIVAL_TIMEOUT_MS}. `listen` adds a listener to every stream's events.
 */
function arrival(listen, stream, requestId) {
  return new Promise((resolve) => {
    const stop = listen((event, from) => {
      if (from !== stream || event.event !== 'request' || event.data?.requestId !== requestId) return;
      clearTimeout(timer);
      stop();
      resolve(event.at);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, ARRIVAL_TIMEOUT_MS);
  });
}

/**
 * @param {{ streams: object[], from: { name: string, url: string }, to: string, staffHeaders: object,
 *   messages: number, listen: (listener: Function) => () => void }} options `streams` are requesters'
 *   streams opened through the proxy (`entry.requestId` is each one's request); `to` names instance C.
 */
export async function measureDelivery({ streams, from, to, staffHeaders, messages, listen }) {
  const onTarget = streams.filter((stream) => currentInstance(stream) === to);
  if (!onTarget.length) throw new Error(`No stream is held by ${to}`);
  const fromSend = [];
  const fromAnswer = [];
  const statuses = {};
  let lost = 0;
  for (let n = 0; n < messages; n += 1) {
    const stream = onTarget[n % onTarget.length];
    const requestId = stream.entry.requestId;
    const arrived = arrival(listen, stream, requestId);
    const sentAt = performance.now();
    const status = await postReply(from.url, staffHeaders, requestId, `Bench delivery ${n}`);
    const answeredAt = performance.now();
    statuses[status] = (statuses[status] ?? 0) + 1;
    const at = await arrived;
    if (at === null) lost += 1;
    else {
      fromSend.push(at - sentAt);
      fromAnswer.push(at - answeredAt);
    }
    // A pause between messages, so each is timed on its own rather than queued behind the last.
    await wait(20 + Math.random() * 30);
  }
  fromSend.sort((a, b) => a - b);
  fromAnswer.sort((a, b) => a - b);
  const perInstance = {};
  for (const stream of streams) {
    const name = currentInstance(stream) ?? 'none';
    perInstance[name] = (perInstance[name] ?? 0) + 1;
  }
  return {
    streams: streams.length,
    streamsPerInstance: perInstance,
    from: from.name,
    to,
    messages,
    statuses,
    arrived: fromAnswer.length,
    lost,
    fromAnswer: {
      p50Ms: quantile(fromAnswer, 0.5),
      p99Ms: quantile(fromAnswer, 0.99),
      maxMs: quantile(fromAnswer, 1),
    },
    fromSend: {
      p50Ms: quantile(fromSend, 0.5),
      p99Ms: quantile(fromSend, 0.99),
      maxMs: quantile(fromSend, 1),
    },
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}
