/**
 * Runs `work` when the browser is next idle (within a second), or soon where it cannot say: for what a
 * prerendered page adds after the app has taken it over (the language switch, the passkey autofill offer),
 * so none of it is in the first load. Returns the cancel for an effect's cleanup.
 */
export function whenIdle(work: () => unknown): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => void work(), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => void work(), 0);
  return () => clearTimeout(timer);
}
