import type { LiveEvent, LoggedEvent } from './live-event.js';

/** A break in the feed: events may have been lost, so every listener's clients refetch what they show. */
export const FEED_RESET = 'reset';

export type FeedEntry = LoggedEvent | typeof FEED_RESET;

/**
 * The ordered record of what changed, shared by every instance that reads it: in process for the single
 * embedded server, a Redis stream when `REDIS_URL` is set (docs/conversation.md#live-updates).
 */
export interface EventLog {
  /** Records an event; every subscriber on every instance then receives it, in id order. */
  append(event: LiveEvent): Promise<void>;
  /** The events after `lastId`, or `'gap'` when the log no longer holds all of them. */
  since(lastId: string): Promise<LoggedEvent[] | 'gap'>;
  /** The newest id, where a client that has just loaded everything starts from. */
  head(): Promise<string>;
  /** Every new event, and a reset when the feed broke. Returns the unsubscribe. */
  subscribe(listener: (entry: FeedEntry) => void): () => void;
  close(): Promise<void>;
}
