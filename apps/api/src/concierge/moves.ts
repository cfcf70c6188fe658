import type { RequestState } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { MESSAGE_ERRORS } from '../thread/texts.js';
import { changeRequestState, lockRequest, type LifecycleContext } from '../requests/change-state.js';
import { LIFECYCLE_ERRORS, type Actor } from '../requests/lifecycle.js';

// The thread's system messages are the lifecycle's (requests/lifecycle.ts); other domains read them here too.
export { statusChangeText, SYSTEM_SOURCE_NAME } from '../requests/lifecycle.js';

export const CONCIERGE_ERRORS = {
  invalidMove: LIFECYCLE_ERRORS.invalidMove,
  emptyMessage: MESSAGE_ERRORS.emptyMessage,
} as const;

/**
 * Moves a request to another list, in one transaction, by the lifecycle's `move` rows (the contract's
 * `CONCIERGE_MOVES`): 409 `invalid-transition` for a move they lack, nothing for a move to the list it is in;
 * otherwise the status note the requester sees and the notifier's `requestMoved`. The seed moves its demo
 * requests here as the system, without a notifier.
 */
export async function applyMove(
  deps: LifecycleContext & { db: Db; now: () => Date },
  requestId: number,
  to: RequestState,
  actor: Actor,
): Promise<void> {
  const request = await deps.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId);
    await changeRequestState(deps, tx, { request: locked, action: 'move', to, actor, at: deps.now() });
    return locked;
  });
  deps.live?.requestChanged(request);
}
