import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastViewport } from '@concierge/ui';
import { useServices } from './services';

/** How long a new page may take to show its heading (a lazy chunk, the current user) before focus gives up. */
const HEADING_WAIT_MS = 3000;

/**
 * Moves focus to the new page's heading after a client-side navigation, as a page load would reset it. The
 * heading may appear only once the page's chunk and data are in, so the DOM is watched until it does.
 */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

/** The routed view plus the toast area. */
export function Shell() {
  const { pathname } = useLocation();
  const { toasts } = useServices();
  useFocusOnNavigation(pathname);
  return (
    <>
      <Outlet />
      <ToastViewport store={toasts} />
      <ScrollRestoration />
    </>
  );
}
