// The live stream as a page receives it (docs/conversation.md#the-live-stream), seen from outside the page:
// the app reads it with fetch, so neither Playwright's response body (it waits for the end of a stream that
// never ends) nor EventSource's DevTools events show it. The browser's own network log does, through the
// Chrome DevTools Protocol: `Network.streamResourceContent` hands over each chunk as it arrives. The page is
// left untouched, so what is tested is what runs.
import type { Page, Response } from '@playwright/test';

/** The stream's address, as `page.route` and `page.waitForResponse` match it. */
export const LIVE_EVENTS_GLOB = '**/api/v1/live/events';

export const isLiveStream = (url: string) => new URL(url).pathname === '/api/v1/live/events';

/** Resolves once the page's stream is answered 200 (the server has taken it; `ready` follows). */
export function liveStreamOpened(page: Page, options: { timeout?: number } = {}): Promise<Response> {
  return page.waitForResponse(
    (response) => isLiveStream(response.url()) && response.status() === 200,
    options,
  );
}

/** One Server-Sent Event as the page received it. */
export interface LiveEvent {
  event: string;
  id: string;
  data: string;
}

/** One connection of the page's stream: what it asked to resume from, and what it was sent. */
export interface LiveConnection {
  lastEventId: string | null;
  status?: number;
  /** Set when the connection ended with a network error (a drop, an abort). */
  failed?: string;
  events: LiveEvent[];
}

/** A request event's request id (`{"kind":"request","requestId":12}`), else null. */
export function requestIdOf(event: LiveEvent): number | null {
  if (event.event !== 'request') return null;
  const { requestId } = JSON.parse(event.data) as { requestId?: unknown };
  return typeof requestId === 'number' ? requestId : null;
}

/** What a page's streams carried: its connections in the order it made them, each a copy. */
export interface LiveStreamWatch {
  connections(): LiveConnection[];
}

/**
 * Records every connection the page makes to the live stream from now on, in order, with the events each
 * carried. Read it with `expect.poll(() => watch.connections())`.
 */
export async function watchLiveStreams(page: Page): Promise<LiveStreamWatch> {
  const cdp = await page.context().newCDPSession(page);
  const connections: LiveConnection[] = [];
  const byRequestId = new Map<string, { connection: LiveConnection; feed: (text: string) => void }>();

  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!isLiveStream(request.url)) return;
    const lastEventId = Object.entries(request.headers).find(
      ([name]) => name.toLowerCase() === 'last-event-id',
    );
    const connection: LiveConnection = {
      lastEventId: lastEventId ? String(lastEventId[1]) : null,
      events: [],
    };
    connections.push(connection);
    byRequestId.set(requestId, { connection, feed: sseParser(connection.events) });
  });
  // Chunks that arrive while streaming is being switched on wait for the bytes buffered before it.
  const early = new Map<string, string[]>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = byRequestId.get(requestId);
    if (!entry) return;
    entry.connection.status = response.status;
    early.set(requestId, []);
    cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => {
        entry.feed(decode(bufferedData));
        for (const chunk of early.get(requestId) ?? []) entry.feed(chunk);
        early.delete(requestId);
      },
      // Ended before streaming could start (an aborted or refused connection): nothing more to read.
      () => early.delete(requestId),
    );
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    const entry = byRequestId.get(requestId);
    if (!entry || data === undefined) return;
    const waiting = early.get(requestId);
    if (waiting) waiting.push(decode(data));
    else entry.feed(decode(data));
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const entry = byRequestId.get(requestId);
    if (entry) entry.connection.failed = errorText;
  });
  await cdp.send('Network.enable');
  return {
    connections: () => connections.map((connection) => ({ ...connection, events: [...connection.events] })),
  };
}

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** The Server-Sent Events framing (comments and `retry:` skipped), fed chunk by chunk. */
function sseParser(into: LiveEvent[]): (text: string) => void {
  let pending = '';
  return (text) => {
    pending += text.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = pending.indexOf('\n\n')) >= 0) {
      const block = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        const match = /^([a-z]+): ?(.*)$/i.exec(line);
        if (match)
          fields[match[1]!] =
            fields[match[1]!] === undefined ? match[2]! : `${fields[match[1]!]}\n${match[2]}`;
      }
      if (fields.event !== undefined || fields.data !== undefined) {
        into.push({ event: fields.event ?? 'message', id: fields.id ?? '', data: fields.data ?? '' });
      }
    }
  };
}
