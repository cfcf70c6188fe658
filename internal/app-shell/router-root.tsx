import { useLayoutEffect, useState } from 'react';
import { RouterProvider, type RouterProviderProps } from 'react-router';

type Router = RouterProviderProps['router'];

/**
 * `RouterProvider` that cannot miss the router's state between its first render and its subscription.
 *
 * Why: `RouterProvider` reads `router.state` while it renders and subscribes to the router in a layout effect,
 * after the commit. A time-sliced first render (a transition) lets the router finish its first navigation in
 * between — a redirect whose page chunk was already preloaded settles in a few microtasks — and that update
 * reaches nobody: the page stays on the route's loading fallback for good. React Router replays such an update
 * only when the router had no subscriber at all, and a subscriber attached at start (the chunk-reload marker,
 * Sentry's router instrumentation) turns that replay off (remix-run/react-router#15527 on GitHub, fix pending upstream).
 * So: compare the state the provider rendered with the router's state once it has subscribed, and mount it
 * afresh on the newer state when they differ. This happens at most in the first moments of a page, while the
 * loading fallback is all there is to lose. See apps/web/README.md#a-page-that-never-left-loading.
 */
export function RouterRoot({ router }: { router: Router }) {
  const [generation, setGeneration] = useState(0);
  return <SubscribedRouter key={generation} router={router} onMissed={() => setGeneration((n) => n + 1)} />;
}

function SubscribedRouter({ router, onMissed }: { router: Router; onMissed: () => void }) {
  // Read in the same render pass as RouterProvider's own `useState(router.state)`, just before it.
  const [rendered] = useState(() => router.state);
  // A parent's layout effect runs after its children's: RouterProvider has subscribed by now, so any later
  // change reaches it; a change before this point is the one it missed.
  useLayoutEffect(() => {
    if (router.state !== rendered) onMissed();
    // Once per mount: the check is about the gap before the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RouterProvider router={router} />;
}
