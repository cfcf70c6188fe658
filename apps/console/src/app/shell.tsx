import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { focusHeadingWithin, useFocusOnNavigation } from '@concierge/account-ui/focus-on-navigation';
import { ToastViewport } from '@concierge/ui';
import { useServices } from './services';

/** How long a new page may take to show its heading (a lazy chunk, the current user) before focus gives up. */
const waitForHeading = focusHeadingWithin(3000);

/** The routed view plus the toast area. */
export function Shell() {
  const { pathname } = useLocation();
  const { toasts } = useServices();
  // The heading may appear only once the page's chunk and data are in: waited for.
  useFocusOnNavigation(pathname, waitForHeading);
  return (
    <>
      <Outlet />
      <ToastViewport store={toasts} />
      <ScrollRestoration />
    </>
  );
}
