import type { ReactNode } from 'react';
import { useCountdown, type CountdownStart } from './use-countdown.js';

export interface CountdownProps {
  /** The wait to count down; a new object restarts it. Nothing is shown without one, or once it ends. */
  start: CountdownStart | null;
  /** The line for the seconds left, e.g. `(s) => \`Try again in ${s} seconds.\``. */
  children: (secondsLeft: number) => ReactNode;
  className?: string | undefined;
}

/**
 * A line counting a wait down each second, e.g. under a "try again later" alert. `role="timer"`: read
 * when reached, never announced each second (a timer's live region is off).
 */
export function Countdown({ start, children, className }: CountdownProps) {
  const left = useCountdown(start);
  return left > 0 ? (
    <p role="timer" className={className}>
      {children(left)}
    </p>
  ) : null;
}
