import type { Message, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { postMessage, type MessageInput, type PostOptions } from '../thread/post-message.js';
import { changeRequestState, lockRequest } from './change-state.js';
import { requestWithMessages } from './service.js';

/**
 * The requester's reply to their own request. A reply to a completed request reopens it: it goes back to
 * the open list (the concierge's queue picks it up again) with a status note in the thread. `via: 'email'`
 * is the inbound mail's reply: the same, named `reopen-by-email` in the lifecycle (requests/lifecycle.ts).
 */
export const replyToRequest = (
  context: AppContext,
  user: UserRow,
  requestId: number,
  input: MessageInput,
  extra: Pick<PostOptions, 'onPosted'> & { via?: 'http' | 'email' } = {},
): Promise<Message> => {
  const { via = 'http', ...options } = extra;
  return postMessage(context, user, requestId, input, {
    ...options,
    source: 'user',
    ownerId: user.id,
    reopen: via === 'email' ? 'reopen-by-email' : 'reopen-by-reply',
  });
};

/**
 * The requester marks their request done, from either open list. Already completed changes nothing (a
 * retried click is not an error); the status note tells the concierge who closed it by its place in the thread.
 */
export async function completeRequest(
  context: AppContext,
  user: UserRow,
  requestId: number,
): Promise<ServiceRequest> {
  const request = await context.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId, user.id);
    await changeRequestState(context, tx, {
      request: locked,
      action: 'complete',
      actor: { role: 'requester', user },
      at: context.now(),
    });
    return locked;
  });
  context.live.requestChanged(request);
  return requestWithMessages(context, requestId, user.id);
}
