import type { ServerResponse } from 'node:http';
import { createSession } from 'better-sse';
import type { FastifyInstance } from 'fastify';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { Authenticate, Caller } from '../http/endpoint.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import type { HttpError as RefusedError } from '../http/errors.js';
import { FEED_RESET, type EventLog, type FeedEntry } from './event-log.js';
import { hears, parseEventId, publicPart, type LoggedEvent } from './live-event.js';

/** The stream's address (docs/conversation.md#live-updates). */
export const LIVE_EVENTS_PATH = '/api/v1/live/events';

/**
 * A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. Every
 * open stream pays for each one (a write per stream: 10 000 idle streams at 15 s cost about 2.8 % of a core,
 * bench/results/live.md), so it is as rare as the proxies' 60 s idle timeouts allow with room to spare.
 */
const KEEP_ALIVE_MS = 30_000;
/** Asked of the browser's own reconnection (the app's client reconnects by itself with backoff). */
const RETRY_MS = 1_000;

export interface EventStreamDeps {
  log: EventLog;
  authenticate: Authenticate;
  /** The staff second-factor rule: a concierge without the required factor hears nothing. */
  staffGate: (caller: Caller) => RefusedError | null;
}

/**
 * `GET /api/v1/live/events`: Server-Sent Events for the signed-in caller, read with `fetch` so the session
 * token stays in the `Authorization` header (never in a URL, where logs and proxies keep it). Events say what
 * changed (`request`, `queue`) and the screens refetch it; `reset` says "refetch everything you
 * show". A client that sends `Last-Event-ID` gets every event it missed, or `reset` when the log no longer
 * holds them. On shutdown every stream is ended, so its clients reconnect to another instance.
 */
export function registerEventStream(app: FastifyInstance, deps: EventStreamDeps): void {
  const open = new Set<ServerResponse>();

  app.get(LIVE_EVENTS_PATH, async (request, reply) => {
    const caller = await deps.authenticate(request);
    if (!caller) throw new HttpError(401, HTTP_MESSAGES.unauthenticated, { code: 'unauthenticated' });
    if (caller.mfaPending) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    const refused = deps.staffGate(caller);
    if (refused) throw refused;

    const lastId = headerValue(request.headers['last-event-id']);
    // Heard while the missed events are read, sent after them: nothing falls between the two.
    const pending: FeedEntry[] = [];
    let deliver = (entry: FeedEntry) => void pending.push(entry);
    const unsubscribe = deps.log.subscribe((entry) => deliver(entry));
    let missed: LoggedEvent[] | 'gap';
    let head: string;
    try {
      missed = lastId ? await deps.log.since(lastId) : 'gap';
      head = await deps.log.head();
    } catch (error) {
      // Without the log there is no stream: the client keeps polling at its fast pace.
      unsubscribe();
      request.log.warn({ err: error }, 'live events: the log could not be read');
      throw new HttpError(503, HTTP_MESSAGES.unavailable, { code: 'unavailable' });
    }

    reply.hijack();
    const session = await createSession(request.raw, reply.raw, {
      keepAlive: KEEP_ALIVE_MS,
      retry: RETRY_MS,
      trustClientEventId: false,
      // HAProxy and nginx pass the stream on as it is written, not when it ends.
      headers: { 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
    });
    open.add(reply.raw);
    // The last id this client has been given: where its next reconnection resumes.
    let position: string;
    const send = (entry: FeedEntry) => {
      if (!session.isConnected) return;
      if (entry === FEED_RESET) return void session.push({}, FEED_RESET, position);
      if (!isAfter(entry.id, position)) return;
      // What the caller may not hear is not even counted (another account's activity stays unseen); a resume
      // replays from the caller's own last event and filters again.
      if (!hears(caller, entry.event)) return;
      position = entry.id;
      session.push(publicPart(entry.event), entry.event.kind, entry.id);
      if (entry.event.kind === 'sessions') void endUnlessSignedIn();
    };
    // A stream lives no longer than its session: told that some of the account's sessions ended, it asks
    // again, the way its next request would, and ends when its own is one of them.
    const endUnlessSignedIn = async () => {
      const still = await deps.authenticate(request).catch(() => null);
      if (!still) reply.raw.end();
    };
    if (missed === 'gap') {
      // A fresh client, or one whose missed events are gone: it (re)fetches what it shows, from the head on.
      position = head;
      session.push({}, lastId ? FEED_RESET : 'ready', position);
    } else {
      position = lastId!;
      for (const entry of missed) send(entry);
      session.push({}, 'ready', position);
    }
    for (const entry of pending) send(entry);
    deliver = send;
    // A session ended between its check above and the subscription was told to nobody here: asked once
    // more now that nothing can slip by, the stream of a session that is gone ends at once.
    void endUnlessSignedIn();

    session.once('disconnected', () => {
      unsubscribe();
      open.delete(reply.raw);
    });
  });

  app.addHook('preClose', async () => {
    // Ending the response ends the stream: its client reconnects, to an instance that stays.
    for (const response of open) response.end();
  });
}

function isAfter(id: string, than: string): boolean {
  const a = parseEventId(id);
  const b = parseEventId(than);
  if (!a || !b || a.epoch !== b.epoch) return true;
  return a.ms === b.ms ? a.seq > b.seq : a.ms > b.ms;
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.length <= 64 ? first : null;
}
