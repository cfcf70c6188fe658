import { useEffect } from 'react';
import { SHELL_TEXTS as T } from '../../app/shell-texts';

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = T.pageTitle(title, T.appName);
  }, [title]);
}
