import { useEffect } from 'react';
import { SHELL_TEXTS as T } from '../../app/shell-texts';

// The console uses @concierge/account-ui's useDocumentTitle; here the hook stays in place, in every first load
// (bench/: the first-load budget).

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = T.pageTitle(title, T.appName);
  }, [title]);
}
