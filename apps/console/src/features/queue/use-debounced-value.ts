import { useEffect, useState } from 'react';

/** How long typing must pause before the search runs: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
