import type { RequestState } from '@concierge/api-client';

/** The three lists of /requests (docs/screens.md#routes), in tab order; their words are REQUEST_TEXTS.lists. */
export const REQUEST_LISTS: readonly RequestState[] = ['open', 'in_progress', 'completed'];

/**
 * A list's tab value in the address (`?tab=In_progress`): the spec's value of its English title, the same
 * in every language, so a link keeps its tab whoever opens it.
 */
export const REQUEST_LIST_TABS: Record<RequestState, string> = {
  open: 'Open',
  in_progress: 'In_progress',
  completed: 'Completed',
};
