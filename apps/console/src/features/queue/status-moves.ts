import { CONCIERGE_MOVES, type QueueSort, type QueueView, type RequestState } from '@concierge/api-client';

/**
 * The lists a request in `state` may move to, in the order their buttons show: the contract's
 * `CONCIERGE_MOVES`, which the server enforces (409 for any other; docs/requests.md#request-transitions).
 */
export const movesFrom = (state: RequestState): readonly RequestState[] => CONCIERGE_MOVES[state];

/** The queue's lists, in tab order. */
export const QUEUE_STATES: readonly RequestState[] = ['open', 'in_progress', 'completed'];

/** A search parameter read as a list, else the first list. */
export function parseQueueState(value: string | null): RequestState {
  return QUEUE_STATES.find((state) => state === value) ?? 'open';
}

/** The queue's views, in button order. */
export const QUEUE_VIEWS: readonly QueueView[] = ['all', 'mine', 'unassigned'];

/** A search parameter read as a view, else everyone's. */
export function parseQueueView(value: string | null): QueueView {
  return QUEUE_VIEWS.find((view) => view === value) ?? 'all';
}

/** The queue's orders, in button order: what falls due first (the console's default), then longest wait. */
export const QUEUE_SORTS: readonly QueueSort[] = ['due', 'waiting'];

/** The queue's search parameter for its order, beside the list, view and search of `QUEUE_PARAMS`. */
export const QUEUE_SORT_PARAM = 'sort';

/**
 * A search parameter read as an order, else what falls due first: the console asks for it by name, as the
 * API's own default stays the longest wait for other callers.
 */
export function parseQueueSort(value: string | null): QueueSort {
  return QUEUE_SORTS.find((sort) => sort === value) ?? 'due';
}
