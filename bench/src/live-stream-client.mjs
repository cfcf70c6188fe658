// One open tab's live stream, kept open as the apps keep it (internal/live-updates/live-stream.ts): the
// session's headers, `Last-Event-ID` of the last event seen on every reconnection, a wait of 1 s doubled
// each failure up to 30 s and jittered (a random point of its second half), 75 s of silence taken for a
// dead connection, and no retry after a 401 or 403. Over node:http (one socket per stream, as one browser
// per tab), recording when each connection opened, on which instance (HAProxy's `X-Bench-Instance`), and
// every event with the moment it arrived (performance.now()).
import http from 'node:http';

export const LIVE_EVENTS_PATH = '/api/v1/live/events';
/** The real client's backoff (live-stream.ts): the first wait, its ceiling, and the silence deadline. */
export const CLIENT_RETRY = { retryMs: 1_000, maxRetryMs: 30_000, silenceMs: 75_000 };

/**
 * @param {{ url: string, headers: Record<string, string>, onEvent?: (event: object, stream: object) => void }} options
 *   `url` is the stream's address (the proxy's or one instance's).
 */
export function openLiveStream({ url, headers, onEvent = () => {} }) {
  const stream = {
    /** Each connection that answered 200: when it was asked for, when it answered, and which instance (null without a proxy). */
    opens: [],
    /** When each open connection was found ended (performance.now()). */
    drops: [],
    /** `{ event, id, data, at }` of every event, in order of arrival. */
    events: [],
    /** Comment lines heard (the server's keep-alive, every 30 s). */
    comments: 0,
    failures: 0,
    /** Connections that failed before answering 200: when they ended, and why (a status or an error). */
    refusals: [],
    lastId: null,
    refused: null,
    closed: false,
    /** Whether a connection is open now. */
    live: false,
    close,
  };
  let request = null;
  let retryTimer;
  let silence;
  let consecutiveFailures = 0;

  /** The connection `ended` ended (its first notice only): wait, then reconnect. */
  function dropped(ended, why) {
    if (ended !== request) return;
    if (!stream.live) stream.refusals.push({ at: performance.now(), why: String(why?.message ?? why) });
    clearTimeout(silence);
    if (stream.live) stream.drops.push(performance.now());
    stream.live = false;
    request = null;
    if (stream.closed) return;
    stream.failures += 1;
    consecutiveFailures += 1;
    const waitMs = Math.min(CLIENT_RETRY.maxRetryMs, CLIENT_RETRY.retryMs * 2 ** (consecutiveFailures - 1));
    retryTimer = setTimeout(connect, waitMs / 2 + Math.random() * (waitMs / 2));
  }

  function handle(block, at) {
    const fields = {};
    let isComment = true;
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      isComment = false;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      fields[name] = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    }
    if (isComment) return void (stream.comments += 1);
    if (fields.id) stream.lastId = fields.id;
    const event = { event: fields.event ?? 'message', id: fields.id ?? '', data: parseData(fields.data), at };
    if (event.event === 'ready') consecutiveFailures = 0;
    stream.events.push(event);
    onEvent(event, stream);
  }

  function connect() {
    if (stream.closed) return;
    const current = http.request(new URL(url), {
      agent: false,
      headers: {
        ...headers,
        accept: 'text/event-stream',
        ...(stream.lastId && { 'last-event-id': stream.lastId }),
      },
    });
    request = current;
    const askedAt = performance.now();
    const end = (why) => dropped(current, why);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => current.destroy(new Error('silent')), CLIENT_RETRY.silenceMs);
    };
    current.on('response', (response) => {
      if (response.statusCode === 401 || response.statusCode === 403) {
        stream.refused = response.statusCode;
        stream.closed = true;
        return void current.destroy();
      }
      if (response.statusCode !== 200) return void current.destroy(new Error(`${response.statusCode}`));
      stream.live = true;
      const instance = response.headers['x-bench-instance'] ?? null;
      stream.opens.push({ askedAt, at: performance.now(), instance });
      response.setEncoding('utf8');
      let buffer = '';
      heard();
      response.on('data', (chunk) => {
        const at = performance.now();
        heard();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          handle(buffer.slice(0, end), at);
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('end', () => end('ended'));
      response.on('error', end);
      response.on('close', () => end('closed'));
    });
    current.on('error', end);
    current.on('close', () => end('closed'));
    current.end();
  }

  function close() {
    stream.closed = true;
    clearTimeout(retryTimer);
    clearTimeout(silence);
    request?.destroy();
    request = null;
    stream.live = false;
  }

  connect();
  return stream;
}

function parseData(data) {
  if (data === undefined) return null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** The instance that holds the stream now (its latest connection), or null. */
export const currentInstance = (stream) => (stream.live ? (stream.opens.at(-1)?.instance ?? null) : null);

/** Opens one stream per entry, `concurrency` at a time, each resolving at its first `ready`. */
export async function openStreams(
  entries,
  { url, headersOf, onEvent, concurrency = 50, timeoutMs = 60_000 },
) {
  const streams = [];
  let next = 0;
  const openOne = async () => {
    while (next < entries.length) {
      const entry = entries[next];
      const index = next;
      next += 1;
      const ready = new Promise((resolve) => {
        const deadline = setTimeout(resolve, timeoutMs);
        const stream = openLiveStream({
          url,
          headers: headersOf(entry),
          onEvent: (event, s) => {
            if (event.event === 'ready') {
              clearTimeout(deadline);
              resolve();
            }
            onEvent?.(event, s);
          },
        });
        stream.entry = entry;
        streams[index] = stream;
      });
      await ready;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, openOne));
  return streams;
}
