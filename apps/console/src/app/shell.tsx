import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastViewport } from '@concierge/ui';
import { useServices } from './services';

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
