import type { RequestState } from '@concierge/api-client';

/**
 * The moves a concierge may make, as the server allows them (apps/api concierge/moves.ts ALLOWED_MOVES;
 * the server answers 409 for any other): forward one step, or back to open. Apps reach the server over
 * HTTP only, so the table is restated here and the e2e suite holds the two together.
 */
export const STATUS_MOVES: Readonly<Record<RequestState, readonly RequestState[]>> = {
  open: ['in_progress'],
  in_progress: ['completed', 'open'],
  completed: ['open'],
};

/** The lists a request in `state` may move to, in the order their buttons show. */
export const movesFrom = (state: RequestState): readonly RequestState[] => STATUS_MOVES[state];

/** The queue's lists, in tab order. */
export const QUEUE_STATES: readonly RequestState[] = ['open', 'in_progress', 'completed'];

/** A search parameter read as a list, else the first list. */
export function parseQueueState(value: string | null): RequestState {
  return QUEUE_STATES.find((state) => state === value) ?? 'open';
}
