import type { Message, RequestState, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { postMessage, type MessageInput, type PostOptions } from '../messages/post-message.js';
import { requestWithMessages } from '../requests/service.js';
import { applyMove } from './moves.js';
import { clearTyping } from './presence.js';

/**
 * Posts a concierge's message to any request: the requester sees it in the thread and the request as
 * awaiting them; with `internal`, a note only concierges see. Either way the author stops typing.
 */
export async function postConciergeMessage(
  context: AppContext,
  concierge: UserRow,
  requestId: number,
  input: MessageInput & { internal?: boolean },
  extra: Pick<PostOptions, 'onPosted'> = {},
): Promise<Message> {
  const message = await postMessage(context, concierge, requestId, input, {
    ...extra,
    source: 'concierge',
    internal: input.internal === true,
  });
  await clearTyping(context.db, requestId, concierge.id);
  return message;
}

/** Moves a request to another list (see `applyMove`) and answers it as the concierge now sees it. */
export async function moveRequest(
  context: AppContext,
  requestId: number,
  to: RequestState,
): Promise<ServiceRequest> {
  await applyMove(context, requestId, to);
  return requestWithMessages(context, requestId);
}
