import type { Caller } from '../http/endpoint.js';
import { isStaff } from '../staff/roles.js';

/**
 * What changed, never the data itself (docs/conversation.md#live-updates): a screen that hears of a change
 * refetches it through the reads it already makes, so the stream can show nobody more than a poll would.
 */
export type LiveEvent =
  /** A request's thread or state changed: the team hears of it, and its owner unless only the team sees it. */
  | { kind: 'request'; requestId: number; ownerId: number; teamOnly?: boolean }
  /** The queue's lists or counts changed (a new request, an assignment): the team hears of it. */
  | { kind: 'queue' }
  /** Who has a request open or types on it changed (the collision notice): the team hears of it. */
  | { kind: 'presence'; requestId: number }
  /**
   * Sessions of one account were ended (signed out elsewhere, a password reset, a deactivation): that account's
   * streams hear of it, each ends when its own session is one of them, and the app asks whether it still is.
   */
  | { kind: 'sessions'; userId: number };

/** An event as the log holds it: its id orders it among every instance's events. */
export interface LoggedEvent {
  id: string;
  event: LiveEvent;
}

/** Whether the caller may hear of the event: the same rule as reading what it points at. */
export function hears(caller: Caller, event: LiveEvent): boolean {
  if (event.kind === 'sessions') return event.userId === caller.user.id;
  if (isStaff(caller.user.role)) return true;
  return event.kind === 'request' && event.ownerId === caller.user.id && event.teamOnly !== true;
}

/** What a client receives: the kind and the request it concerns; owners and accounts stay on the server. */
export function publicPart(event: LiveEvent): { kind: LiveEvent['kind']; requestId?: number } {
  switch (event.kind) {
    case 'request':
    case 'presence':
      return { kind: event.kind, requestId: event.requestId };
    case 'queue':
    case 'sessions':
      return { kind: event.kind };
  }
}

/**
 * An event id: `<epoch>.<milliseconds>-<sequence>`. The position is a Redis stream's id (the in-process log
 * makes the same form); the epoch names one life of the log, so an id from before a restart, whose log and
 * the events in it are gone, is never taken for a place to resume from.
 */
export interface EventId {
  epoch: string;
  ms: number;
  seq: number;
}

export function parseEventId(value: string): EventId | null {
  const match = /^([a-z0-9]{1,32})\.(\d{1,15})-(\d{1,10})$/.exec(value);
  return match ? { epoch: match[1]!, ms: Number(match[2]), seq: Number(match[3]) } : null;
}

export function formatEventId(epoch: string, position: string): string {
  return `${epoch}.${position}`;
}

/** Orders two positions of one epoch: negative when `a` came first. */
export function comparePositions(a: Pick<EventId, 'ms' | 'seq'>, b: Pick<EventId, 'ms' | 'seq'>): number {
  return a.ms === b.ms ? a.seq - b.seq : a.ms - b.ms;
}
