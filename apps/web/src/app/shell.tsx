import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { ToastViewport } from '@concierge/ui';
import { usePublicServices } from './services';

// Shown only while a navigation loads, never on a first paint: loaded then, not with every page.
const NavigationProgress = lazy(() =>
  import('./navigation-progress').then((module) => ({ default: module.NavigationProgress })),
);

// The console's shell takes this from @concierge/account-ui (focus-on-navigation.ts); this app keeps its own
// three lines: the shared hook weighs more in every page's first load (bench/: the first-load budget).
/** Moves focus to the new page's heading after a client-side navigation, as a page load would reset it. */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [pathname]);
}

/** docs/screens.md#shell-links-and-failed-page-loads: the active routed view plus the toast area. */
export function Shell() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const { analytics, toasts } = usePublicServices();
  useFocusOnNavigation(pathname);
  useEffect(() => analytics.page(`${pathname}${search}`), [analytics, pathname, search]);

  return (
    <>
      {navigation.state !== 'idle' ? (
        <div className="shell__progress">
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
        </div>
      ) : null}
      <Outlet />
      <ToastViewport store={toasts} />
      <ScrollRestoration />
    </>
  );
}
