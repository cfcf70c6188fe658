// The texts of what every page's first load holds: the page title, the loading states, the error and
// not-found pages the router shows for any route. Kept small: English pays for it on every first load.

import { localizable } from '@concierge/app-locale';

export const SHELL_TEXTS = localizable('shell', {
  /** The product's name: the public pages' brand, the signed-in header's, and every page title's end. */
  appName: 'Concierge',
  /** The browser tab's title: the page's own, then the product's. */
  pageTitle: (page: string, app: string) => `${page} · ${app}`,
  loading: 'Loading',
  loadingPage: 'Loading page',
  error: {
    title: 'Something went wrong',
    chunk: 'This page could not be loaded. Check your connection, then try again.',
    crash: 'An unexpected error stopped this page. It has been reported; please try again.',
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to the start page',
  },
});
