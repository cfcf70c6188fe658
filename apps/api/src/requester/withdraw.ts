import type { ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { changeRequestState, lockRequest } from '../requests/change-state.js';
import { requestWithMessages } from '../requests/service.js';

/**
 * The requester withdraws their open or in-progress request: it moves to completed with a status note
 * naming them and their reason (plain text, escaped), in one transaction. A completed request is a 409
 * (replying reopens it, as any completed request); another user's is the same 404 as a missing one.
 */
export async function withdrawRequest(
  context: AppContext,
  user: UserRow,
  requestId: number,
  reason: string,
): Promise<ServiceRequest> {
  const request = await context.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId, user.id);
    await changeRequestState(context, tx, {
      request: locked,
      action: 'withdraw',
      actor: { role: 'requester', user },
      at: context.now(),
      reason,
    });
    return locked;
  });
  context.live.requestChanged(request);
  return requestWithMessages(context, requestId, user.id);
}
