import { useEffect } from 'react';

/**
 * Names the browser tab after the page, so screen-reader users hear where a navigation landed. `title` is the
 * whole tab title, in the app's format (e.g. "Sign-in security · Concierge").
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
