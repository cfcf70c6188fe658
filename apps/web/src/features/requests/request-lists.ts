import type { RequestState } from '@concierge/api-client';

/** The three lists of /requests (spec §2), in tab order: their titles and empty states. */
export const REQUEST_LISTS: readonly { state: RequestState; title: string; empty: string }[] = [
  { state: 'open', title: 'Open', empty: 'No open requests' },
  { state: 'in_progress', title: 'In progress', empty: 'Nothing in progress' },
  { state: 'completed', title: 'Completed', empty: 'No completed requests yet' },
];
