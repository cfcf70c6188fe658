import type { FastifyBaseLogger } from 'fastify';
import type { EventLog } from './event-log.js';
import type { LiveEvent } from './live-event.js';

/**
 * What domains tell the live stream, once their transaction has committed (never inside it: a screen that
 * refetches on the event must find the change there). Failures are logged, not thrown: the change is made,
 * and screens still learn of it by polling (docs/conversation.md#live-updates).
 */
export interface LiveFeed {
  /** A request's thread or state changed; `teamOnly` for what its owner does not see (an internal note). */
  requestChanged(request: { id: number; userId: number }, options?: { teamOnly?: boolean }): void;
  /** Who has the request open, or types on it, changed: colleagues' collision notices refetch. */
  presenceChanged(requestId: number): void;
  /** Sessions of the account were ended: its open streams of those sessions end, its apps check theirs. */
  sessionsEnded(userId: number): void;
  /** Resolves once every event published so far is in the log (tests, and a draining instance). */
  settled(): Promise<void>;
}

export function createLiveFeed(log: EventLog, logger: FastifyBaseLogger): LiveFeed {
  let chain: Promise<void> = Promise.resolve();
  // In order: a request's event and the queue's follow each other in the log as they were made.
  const publish = (event: LiveEvent) => {
    chain = chain.then(() =>
      log.append(event).catch((error: unknown) => {
        logger.warn({ err: error, kind: event.kind }, 'live events: an event could not be published');
      }),
    );
  };
  return {
    requestChanged(request, options = {}) {
      publish({
        kind: 'request',
        requestId: request.id,
        ownerId: request.userId,
        teamOnly: options.teamOnly,
      });
      publish({ kind: 'queue' });
    },
    presenceChanged(requestId) {
      publish({ kind: 'presence', requestId });
    },
    sessionsEnded(userId) {
      publish({ kind: 'sessions', userId });
    },
    settled: () => chain,
  };
}
