import type { Message, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { recordMove } from '../concierge/moves.js';
import { postMessage, type MessageInput, type PostOptions } from '../messages/post-message.js';
import { findRequest } from './queries.js';
import { notFound, requestWithMessages } from './service.js';

/**
 * The requester's reply to their own request. A reply to a completed request reopens it: it goes back to
 * the open list (the concierge's queue picks it up again) with a status note in the thread.
 */
export const replyToRequest = (
  context: AppContext,
  user: UserRow,
  requestId: number,
  input: MessageInput,
  extra: Pick<PostOptions, 'onPosted'> = {},
): Promise<Message> =>
  postMessage(context, user, requestId, input, {
    ...extra,
    source: 'user',
    ownerId: user.id,
    reopen: { from: 'completed', to: 'open' },
  });

/**
 * The requester marks their request done, from either open list. Already completed changes nothing (a
 * retried click is not an error); the status note tells the concierge who closed it by its place in the thread.
 */
export async function completeRequest(
  context: AppContext,
  user: UserRow,
  requestId: number,
): Promise<ServiceRequest> {
  await context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request || request.userId !== user.id) throw notFound();
    if (request.state !== 'completed') await recordMove(tx, requestId, 'completed', context.now());
  });
  return requestWithMessages(context, requestId, user.id);
}
