import { useEffect, useRef } from 'react';

/** Focuses the page's heading, if it has one yet. */
export const focusHeading = (): void => document.querySelector<HTMLElement>('main h1')?.focus();

/**
 * Moves focus to the new page's heading after a client-side navigation, as a page load would reset it
 * (docs/screens.md#shell-links-and-failed-page-loads). `focus` does it, and may return a cleanup: by default
 * the heading present after the render; the console waits for one that comes later (`focusHeadingWithin`).
 * Give a `focus` made once (a module constant), not one per render.
 */
export function useFocusOnNavigation(
  pathname: string,
  focus: () => void | (() => void) = focusHeading,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focus();
  }, [pathname, focus]);
}

/**
 * A `focus` for `useFocusOnNavigation` that waits up to `ms` for a heading not there yet (a lazy chunk, the
 * current user still loading), watching the DOM; returns the cleanup that stops watching.
 */
export const focusHeadingWithin = (ms: number) => (): (() => void) | undefined => {
  const found = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.focus();
    return heading !== null;
  };
  if (found()) return undefined;
  const observer = new MutationObserver(() => {
    if (found()) stop();
  });
  const timer = setTimeout(() => stop(), ms);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
};
