import type { Clock } from './clock.js';

/** A clock that only moves when told to: used by unit tests and play functions instead of real waiting. */
export interface ManualClock extends Clock {
  /** Runs, in order, every callback due within the next `ms` milliseconds. */
  advance(ms: number): void;
  /** How many callbacks are still scheduled. */
  pending(): number;
}

export function createManualClock(): ManualClock {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();

  return {
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB)[0];
        if (!due) break;
        const [id, timer] = due;
        timers.delete(id);
        now = timer.at;
        timer.callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
