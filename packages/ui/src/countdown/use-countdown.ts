import { useEffect, useState } from 'react';
import { useClock } from '../clock/clock.js';

/** A wait to count down, e.g. a refused call's `Retry-After`. A new object restarts the count. */
export interface CountdownStart {
  seconds: number;
}

const ONE_SECOND_MS = 1000;

/**
 * The whole seconds left of `start`, one less each second down to 0; 0 without a start. Pass a new object
 * for each refusal so a second one restarts the count even with the same number of seconds.
 */
export function useCountdown(start: CountdownStart | null): number {
  const clock = useClock();
  // The ticks counted for this start; a new start reads as 0 ticks until its first one.
  const [ticks, setTicks] = useState<{ start: CountdownStart | null; count: number }>({ start, count: 0 });
  const total = start ? Math.max(0, Math.ceil(start.seconds)) : 0;
  const elapsed = ticks.start === start ? ticks.count : 0;

  useEffect(() => {
    if (!start || total === 0) return undefined;
    let count = 0;
    let handle: unknown;
    const tick = () => {
      count += 1;
      setTicks({ start, count });
      if (count < total) handle = clock.setTimeout(tick, ONE_SECOND_MS);
    };
    handle = clock.setTimeout(tick, ONE_SECOND_MS);
    return () => clock.clearTimeout(handle);
  }, [start, total, clock]);

  return Math.max(0, total - elapsed);
}
