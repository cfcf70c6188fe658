// kill -9 of one instance behind HAProxy while clients hold streams through it. A numbered sequence of
// concierge replies is posted straight to instance A throughout (message n into its own request, so a
// `request` event's requestId says which message it is). Every client reconnects as the apps do (the real
// backoff, resuming with Last-Event-ID). Measured: for each client of the killed instance, the time from the
// kill to a stream answering 200 again (and to its `ready` or `reset`, once what it missed was sent) on another
// instance; for every client, the events it should have heard and never did.
import { loadavg } from 'node:os';
import { quantile, postReply } from './live-delivery.mjs';
import { currentInstance } from './live-stream-client.mjs';

const PUBLISH_EVERY_MS = 100;
const BEFORE_KILL_MS = 3_000;
/** Published after the last client of the killed instance is back, then the time given for delivery. */
const AFTER_BACK_MS = 2_000;
const SETTLE_MS = 3_000;
const RECONNECT_DEADLINE_MS = 20_000;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startPublishing({ url, staffHeaders, requestIds }) {
  const posts = [];
  const pending = [];
  const startedAt = performance.now();
  let stopped = false;
  let timer;
  const publish = () => {
    const n = posts.length;
    if (stopped || n >= requestIds.length) return;
    const post = { n, requestId: requestIds[n], sentAt: performance.now(), status: null };
    posts.push(post);
    pending.push(
      postReply(url, staffHeaders, post.requestId, `Bench sequence ${n}`).then(
        (status) => (post.status = status),
        () => (post.status = 'error'),
      ),
    );
    timer = setTimeout(publish, Math.max(0, startedAt + (n + 1) * PUBLISH_EVERY_MS - performance.now()));
  };
  publish();
  return {
    startedAt,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(pending);
      return posts;
    },
  };
}

/** The `request` events a stream heard since `since` for the given request ids: counted, and repeated ids. */
function heardOf(stream, since) {
  const heard = new Set();
  let duplicates = 0;
  const ids = new Set();
  let resets = 0;
  for (const event of stream.events) {
    if (event.at < since) continue;
    if (event.event === 'reset') resets += 1;
    if (event.event !== 'request') continue;
    if (ids.has(event.id)) duplicates += 1;
    ids.add(event.id);
    heard.add(event.data?.requestId);
  }
  return { heard, duplicates, resets };
}

/**
 * @param {{ cluster: object, requesterStreams: object[], staffStreams: object[], staffHeaders: object,
 *   victim: number, requestIds: number[] }} options `victim` is the index of the instance to kill; the
 *   replies go to instance 0. `requestIds`: one request per message, in order (their owners may hold streams).
 */
export async function measureFailover({
  cluster,
  requesterStreams,
  staffStreams,
  staffHeaders,
  victim,
  requestIds,
}) {
  const killed = cluster.instances[victim];
  const publisher = startPublishing({ url: cluster.instances[0].url, staffHeaders, requestIds });
  await wait(BEFORE_KILL_MS);
  const clients = [...requesterStreams, ...staffStreams];
  const victims = clients.filter((stream) => currentInstance(stream) === killed.name);
  const opensBefore = new Map(victims.map((stream) => [stream, stream.opens.length]));
  const killAt = performance.now();
  await killed.kill();
  let downMs = null;
  void (async () => {
    while (downMs === null && performance.now() - killAt < RECONNECT_DEADLINE_MS) {
      const status = await cluster.proxyStatus().catch(() => ({}));
      if (status[killed.name] && status[killed.name] !== 'UP') downMs = performance.now() - killAt;
      else await wait(10);
    }
  })();
  const back = (stream) => stream.live && stream.opens.length > opensBefore.get(stream);
  while (victims.some((stream) => !back(stream)) && performance.now() - killAt < RECONNECT_DEADLINE_MS)
    await wait(25);
  await wait(AFTER_BACK_MS);
  const posts = await publisher.stop();
  await wait(SETTLE_MS);

  const reconnectMs = [];
  const readyMs = [];
  const noticedMs = [];
  const askedMs = [];
  const answeredInMs = [];
  const landedOn = {};
  let notBack = 0;
  for (const stream of victims) {
    const noticed = stream.drops.find((at) => at >= killAt);
    if (noticed !== undefined) noticedMs.push(noticed - killAt);
    const reopened = stream.opens.slice(opensBefore.get(stream));
    if (!reopened.length) {
      notBack += 1;
      continue;
    }
    reconnectMs.push(reopened[0].at - killAt);
    askedMs.push(reopened[0].askedAt - killAt);
    answeredInMs.push(reopened[0].at - reopened[0].askedAt);
    const instance = reopened[0].instance ?? 'unknown';
    landedOn[instance] = (landedOn[instance] ?? 0) + 1;
    // The resume is answered once the missed events are sent: `ready`, or `reset` when it could not be placed.
    const ready = stream.events.find(
      (event) => (event.event === 'ready' || event.event === 'reset') && event.at >= reopened[0].at,
    );
    if (ready) readyMs.push(ready.at - killAt);
  }
  for (const times of [reconnectMs, readyMs, noticedMs, askedMs, answeredInMs]) times.sort((a, b) => a - b);

  const acknowledged = posts.filter((post) => post.status === 201 || post.status === 200);
  const acknowledgedIds = new Set(acknowledged.map((post) => post.requestId));
  const missed = { expected: 0, missed: 0, clientsMissing: 0, duplicates: 0, resets: 0, examples: [] };
  const tally = (stream, expected) => {
    const { heard, duplicates, resets } = heardOf(stream, publisher.startedAt);
    const never = expected.filter((requestId) => !heard.has(requestId));
    missed.expected += expected.length;
    missed.missed += never.length;
    missed.duplicates += duplicates;
    missed.resets += resets;
    if (never.length) {
      missed.clientsMissing += 1;
      if (missed.examples.length < 5) missed.examples.push({ onKilled: victims.includes(stream), never });
    }
  };
  // The team hears of every request; a requester of its own request only.
  for (const stream of staffStreams) tally(stream, [...acknowledgedIds]);
  for (const stream of requesterStreams)
    tally(stream, acknowledgedIds.has(stream.entry.requestId) ? [stream.entry.requestId] : []);

  return {
    killed: killed.name,
    /** When HAProxy's status page first showed the killed instance as not UP. */
    proxyMarkedDownMs: downMs === null ? null : Math.round(downMs),
    clients: { requesters: requesterStreams.length, staff: staffStreams.length },
    clientsOfKilled: victims.length,
    reconnected: reconnectMs.length,
    notBack,
    landedOn,
    noticed: { p50Ms: quantile(noticedMs, 0.5), maxMs: quantile(noticedMs, 1) },
    /** From the kill to the reconnection that succeeded being sent (the client's backoff), and its answer's wait. */
    askedAgain: { p50Ms: quantile(askedMs, 0.5), maxMs: quantile(askedMs, 1) },
    answeredIn: { p50Ms: quantile(answeredInMs, 0.5), maxMs: quantile(answeredInMs, 1) },
    reconnect: { p50Ms: quantile(reconnectMs, 0.5), maxMs: quantile(reconnectMs, 1) },
    readyAfterResume: { p50Ms: quantile(readyMs, 0.5), maxMs: quantile(readyMs, 1) },
    messages: {
      posted: posts.length,
      acknowledged: acknowledged.length,
      failed: posts.length - acknowledged.length,
      everyMs: PUBLISH_EVERY_MS,
      killAfterMs: BEFORE_KILL_MS,
    },
    events: missed,
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}
