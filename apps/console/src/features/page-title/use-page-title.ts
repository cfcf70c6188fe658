import { useEffect } from 'react';
import { TEXTS } from '../../app/texts';

/** Sets the document title to "{page} · Concierge console", so each page is announced by name. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = TEXTS.documentTitle(page, TEXTS.appName);
  }, [page]);
}
