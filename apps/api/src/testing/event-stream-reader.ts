// Reads the live events stream over real HTTP as the apps do (fetch, the token in a header), for tests.
import { expect } from 'vitest';
import { rememberedMfaToken } from './remembered-mfa-tokens.js';

export interface StreamEvent {
  event: string;
  id: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Resolves with the first event after those already taken that matches; fails after `ms`. */
  next(match?: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

export async function openEventStream(
  base: string,
  token: string | null,
  options: { lastEventId?: string } = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/v1/live/events', base), {
    headers: {
      accept: 'text/event-stream',
      ...(token && { authorization: `Bearer ${token}` }),
      // A staff session the helpers verified sends its mfa-token too, as the console does.
      ...(rememberedMfaToken(token ?? undefined) && { 'mfa-token': rememberedMfaToken(token ?? undefined) }),
      ...(options.lastEventId && { 'last-event-id': options.lastEventId }),
    },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let taken = 0;
  let done = false;
  const waiters = new Set<() => void>();
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
            if (!fields.has('event') && !fields.has('data')) continue;
            events.push({
              event: fields.get('event') ?? 'message',
              id: fields.get('id') ?? '',
              data: JSON.parse(fields.get('data') ?? 'null'),
            });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
      done = true;
      for (const wake of waiters) wake();
    })();
  } else {
    done = true;
  }
  return {
    status: response.status,
    events,
    ended: () => done,
    close: () => abort.abort(),
    next(match = () => true, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          while (taken < events.length) {
            const event = events[taken++]!;
            if (match(event)) {
              waiters.delete(check);
              clearTimeout(timer);
              return resolve(event);
            }
          }
          if (done) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the stream ended; received: ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; received: ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/** Asserts that nothing but what `allowed` accepts arrived by now. */
export function expectOnly(stream: OpenStream, allowed: (event: StreamEvent) => boolean): void {
  expect(stream.events.filter((event) => !allowed(event))).toEqual([]);
}
