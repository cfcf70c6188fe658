import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs`: relative times ("waiting 5 min") stay true on an idle page. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
