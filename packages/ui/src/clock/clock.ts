import { createContext, useContext } from 'react';

/** The two timer functions the kit schedules with, so tests and stories can swap in a manual clock. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's timers, looked up at call time so test runners' fake timers apply. */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

// Internal: stories give timed components (Message) a manual clock; apps never need to.
export const ClockContext = createContext<Clock>(systemClock);

export function useClock(): Clock {
  return useContext(ClockContext);
}
