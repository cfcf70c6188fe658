// Requests as the lists, the requests page and a request's page name them (docs/screens.md#routes, docs/requests.md#entities).

import { localizable } from '@concierge/app-locale';

export const REQUEST_TEXTS = localizable('requests', {
  /** The three lists (docs/screens.md#routes), as tabs and as the search's statuses. */
  lists: {
    open: {
      title: 'Open',
      label: 'Open requests',
      what: 'your open requests',
      empty: 'No open requests',
    },
    in_progress: {
      title: 'In progress',
      label: 'In progress requests',
      what: 'your requests in progress',
      empty: 'Nothing in progress',
    },
    completed: {
      title: 'Completed',
      label: 'Completed requests',
      what: 'your completed requests',
      empty: 'No completed requests yet',
    },
  },
  /** The server's default statuses (docs/requests.md#entities, `DEFAULT_STATUS`): a status it names otherwise is shown as is. */
  status: { open: 'In Queue', in_progress: 'In Progress', completed: 'Completed' },
  /** Beside a request's creation date (mm/dd/yy in English). */
  created: (date: string) => `Created ${date}`,
  page: { title: 'Requests', tabs: 'Requests by status' },
  detail: {
    /** The page's name until the request has loaded. */
    title: 'Request',
    what: 'this request',
    allRequests: 'All requests',
    answers: 'Your answers',
    /** An optional question left unanswered. */
    noAnswer: 'No answer',
  },
});
