// /dashboard's texts (docs/screens.md#routes); its lists' loading and error words are the lists' own (REQUEST_TEXTS).

import { localizable } from '@concierge/app-locale';

export const DASHBOARD_TEXTS = localizable('dashboard', {
  title: 'Dashboard',
  hello: (firstName: string) => `Hello, ${firstName}`,
  /** The heading when the name is not known. */
  yours: 'Your dashboard',
  open: {
    title: 'Open requests',
    empty: 'No open requests',
    emptyHint: 'Pick a suggestion below to ask your concierge for help.',
  },
  inProgress: {
    title: 'In progress',
    empty: 'Nothing in progress',
    emptyHint: 'Requests show up here once a concierge starts on them.',
  },
  /** Under a list longer than the dashboard shows: all of them on /requests. */
  seeAll: (count: number) => `See all ${count}`,
  suggested: {
    title: 'Suggested for you',
    what: 'suggestions',
    empty: 'No suggestions right now',
    emptyHint: 'Browse every category below.',
    moreIn: (category: string) => `More in ${category}`,
  },
  categories: { title: 'All categories', what: 'the categories', empty: 'No categories yet' },
});
