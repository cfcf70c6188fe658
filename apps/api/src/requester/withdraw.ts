import type { ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { SYSTEM_SOURCE_NAME } from '../concierge/moves.js';
import { HttpError } from '../http/errors.js';
import { paragraphHtml } from '../messages/sanitize.js';
import { findRequest, insertMessage, setRequestState } from '../requests/queries.js';
import { notFound, requestWithMessages } from '../requests/service.js';
import { REQUESTER_TEXTS } from './texts.js';

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
  await context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request || request.userId !== user.id) throw notFound();
    if (request.state === 'completed') {
      throw new HttpError(409, REQUESTER_TEXTS.alreadyCompleted, { code: 'already-completed' });
    }
    const at = context.now();
    await setRequestState(tx, requestId, 'completed', at);
    await insertMessage(tx, {
      requestId,
      source: 'system',
      sourceName: SYSTEM_SOURCE_NAME,
      bodyHtml: paragraphHtml(REQUESTER_TEXTS.withdrawnNote(`${user.firstName} ${user.lastName}`, reason)),
      createdAt: at,
    });
  });
  return requestWithMessages(context, requestId, user.id);
}
