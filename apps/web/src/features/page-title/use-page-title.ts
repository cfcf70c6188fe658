import { useEffect } from 'react';

export const APP_NAME = 'Concierge';

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
}
