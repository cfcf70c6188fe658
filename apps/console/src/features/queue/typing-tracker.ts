/** How long after the last keystroke the request page still reports "typing" with its heartbeats. */
export const TYPING_WINDOW_MS = 5_000;

/** Remembers the last keystroke; each heartbeat of the request page asks whether it is recent (collision notice). */
export interface TypingTracker {
  mark(): void;
  isTyping(): boolean;
}

export function createTypingTracker(
  windowMs = TYPING_WINDOW_MS,
  now: () => number = Date.now,
): TypingTracker {
  let last = Number.NEGATIVE_INFINITY;
  return {
    mark: () => void (last = now()),
    isTyping: () => now() - last < windowMs,
  };
}
