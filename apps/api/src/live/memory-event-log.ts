import { randomBytes } from 'node:crypto';
import {
  comparePositions,
  formatEventId,
  parseEventId,
  type EventId,
  type LiveEvent,
  type LoggedEvent,
} from './live-event.js';
import type { EventLog, FeedEntry } from './event-log.js';

/**
 * The log of one process: the single-instance embedded server (and several servers in one test process,
 * which share it). Keeps the newest `capacity` events; a client further behind refetches.
 */
export class MemoryEventLog implements EventLog {
  private readonly epoch = randomBytes(6).toString('hex');
  private readonly entries: { position: EventId; logged: LoggedEvent }[] = [];
  private readonly listeners = new Set<(entry: FeedEntry) => void>();
  private last: EventId;
  /** The newest event no longer held, if any was dropped. */
  private dropped: EventId | null = null;

  constructor(
    private readonly capacity = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    this.last = { epoch: this.epoch, ms: 0, seq: 0 };
  }

  async append(event: LiveEvent): Promise<void> {
    const ms = Math.max(this.now(), this.last.ms);
    const position = { epoch: this.epoch, ms, seq: ms === this.last.ms ? this.last.seq + 1 : 0 };
    this.last = position;
    const logged = { id: formatEventId(this.epoch, `${position.ms}-${position.seq}`), event };
    this.entries.push({ position, logged });
    if (this.entries.length > this.capacity) this.dropped = this.entries.shift()!.position;
    for (const listener of this.listeners) listener(logged);
  }

  async since(lastId: string): Promise<LoggedEvent[] | 'gap'> {
    const seen = parseEventId(lastId);
    if (!seen || seen.epoch !== this.epoch || comparePositions(seen, this.last) > 0) return 'gap';
    if (this.dropped && comparePositions(seen, this.dropped) < 0) return 'gap';
    return this.entries
      .filter((entry) => comparePositions(entry.position, seen) > 0)
      .map((entry) => entry.logged);
  }

  async head(): Promise<string> {
    return formatEventId(this.epoch, `${this.last.ms}-${this.last.seq}`);
  }

  subscribe(listener: (entry: FeedEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
