// How often a shown screen asks again, by the state of the live stream (docs/conversation.md#live-updates):
// while the stream is live, changes arrive as they happen and polling is only a safety net; when it cannot
// be opened (a proxy that buffers, a network that drops it) polling carries the updates at its old pace.
// Tiny on purpose: every signed-in page's first load has it; the stream itself loads later.

/**
 * Between polls while the stream is live: a safety net only. Every change a screen shows (replies, moves,
 * the queue, colleagues on a request, a session ended elsewhere) arrives on the stream as it happens.
 */
export const SAFETY_NET_POLL_MS = 30_000;
/** Between polls while it is not: the pace the screens had before there was a stream. */
export const FALLBACK_POLL_MS = 3_000;

export type StreamHealth = 'live' | 'down';

let health: StreamHealth = 'down';
const listeners = new Set<(health: StreamHealth) => void>();

/** The pace for a shown screen's next poll. */
export function pollInterval(): number {
  return health === 'live' ? SAFETY_NET_POLL_MS : FALLBACK_POLL_MS;
}

export function streamHealth(): StreamHealth {
  return health;
}

/** Set by the stream; a change is told to every listener (the apps refetch when the stream goes down). */
export function setStreamHealth(next: StreamHealth): void {
  if (next === health) return;
  health = next;
  for (const listener of listeners) listener(next);
}

export function onStreamHealth(listener: (health: StreamHealth) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
