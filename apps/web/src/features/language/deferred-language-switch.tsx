import { lazy, Suspense, useSyncExternalStore } from 'react';

// The switch and the switching code it imports load after the page, not with it: /sign-in's prerendered
// first load stays what English needs (issue 23's budget). Switching needs the app's JavaScript anyway.
const LanguageSwitch = lazy(() =>
  import('./language-switch').then((module) => ({ default: module.LanguageSwitch })),
);

const subscribeToNothing = () => () => undefined;

/**
 * The language switch on a prerendered page: absent from the HTML and at hydration (the server's snapshot,
 * so the markup matches), then loaded and shown at the end of the page, where its arrival moves nothing
 * above it. A page rendered afresh (no HTML to match) loads it at once.
 */
export function DeferredLanguageSwitch() {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitch />
    </Suspense>
  );
}
