import { useDocumentTitle } from '@concierge/account-ui/page-title';
import { TEXTS } from '../../app/texts';

/** Sets the document title to "{page} · Concierge console", so each page is announced by name. */
export function usePageTitle(page: string): void {
  useDocumentTitle(TEXTS.documentTitle(page, TEXTS.appName));
}
