import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { setStreamHealth } from './live-pace';

/**
 * What a screen must refetch: one request (and the lists it is on), who is on a request (the collision
 * notice), the team's queue, whether this session still is (some of the account's sessions ended), or
 * everything.
 */
export type LiveChange =
  | { kind: 'request'; requestId: number }
  | { kind: 'presence'; requestId: number }
  | { kind: 'queue' }
  | { kind: 'sessions' }
  | { kind: 'reset' };

export interface LiveStreamOptions {
  /** The stream's address: `<api base>/api/v1/live/events`. */
  url: string;
  /** The session's headers (`Authorization`, a staff session's `mfa-token`); null while signed out. */
  headers: () => Headers | null;
  onChange: (change: LiveChange) => void;
  fetch?: typeof fetch;
  /** The first wait before reconnecting, doubled each failure up to `maxRetryMs` (jittered). */
  retryMs?: number;
  maxRetryMs?: number;
  /** The server writes a comment every 30 s: this long without a byte means the connection is dead. */
  silenceMs?: number;
}

export interface LiveStream {
  close(): void;
}

/**
 * Opens the live events stream with `fetch` (the token stays in a header, unlike EventSource) and keeps it
 * open: it reconnects with backoff, resuming from the last event id so nothing is missed, and tells the
 * pace store whether it is live (the apps refetch what they show when that changes, which covers what
 * changed between a screen's first read and the stream's first event). A `reset` asks for everything shown
 * to be refetched.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retryMs = options.retryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const silenceMs = options.silenceMs ?? 75_000;
  let lastId: string | null = null;
  let failures = 0;
  let closed = false;
  let current: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const handle = (message: EventSourceMessage) => {
    if (message.id) lastId = message.id;
    switch (message.event) {
      case 'ready':
        failures = 0;
        setStreamHealth('live');
        return;
      case 'reset':
        options.onChange({ kind: 'reset' });
        return;
      case 'request':
      case 'presence': {
        const requestId = (JSON.parse(message.data) as { requestId?: unknown }).requestId;
        if (typeof requestId === 'number') options.onChange({ kind: message.event, requestId });
        return;
      }
      case 'queue':
      case 'sessions':
        options.onChange({ kind: message.event });
        return;
    }
  };

  async function connect(): Promise<void> {
    const headers = options.headers();
    if (!headers) return void setStreamHealth('down');
    headers.set('accept', 'text/event-stream');
    if (lastId) headers.set('last-event-id', lastId);
    const abort = new AbortController();
    current = abort;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      const response = await doFetch(options.url, { headers, signal: abort.signal, cache: 'no-store' });
      const type = response.headers.get('content-type') ?? '';
      // Refused (no session, or a staff account still to enrol a second factor): asking again will not
      // change it; a new session opens a new stream.
      if (response.status === 401 || response.status === 403) {
        closed = true;
        setStreamHealth('down');
        // An idle screen makes no call that would meet it: a session that ended is checked now.
        if (response.status === 401) options.onChange({ kind: 'sessions' });
        return;
      }
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        throw new Error(`the live stream answered ${response.status}`);
      }
      const parser = createParser({ onEvent: handle });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      heard();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        heard();
        parser.feed(value);
      }
    } catch {
      // A refusal, a network failure, a silent connection: reconnect below.
    } finally {
      clearTimeout(silence);
    }
    if (closed) return;
    setStreamHealth('down');
    failures += 1;
    const wait = Math.min(maxRetryMs, retryMs * 2 ** (failures - 1));
    // Jitter: a restarted instance's clients do not all come back in the same millisecond.
    retryTimer = setTimeout(() => void connect(), wait / 2 + Math.random() * (wait / 2));
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      current?.abort();
      setStreamHealth('down');
    },
  };
}
