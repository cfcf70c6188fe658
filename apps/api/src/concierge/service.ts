import type { Message, RequestState, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { postMessage, type MessageInput, type PostOptions } from '../thread/post-message.js';
import { requestWithMessages } from '../requests/service.js';
import { recordAction } from '../audit/record.js';
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
    // The message and its access record entry commit together (docs/SECURITY.md#access-record).
    onPosted: async (tx, row) => {
      await extra.onPosted?.(tx, row);
      await recordAction(tx, row.createdAt, concierge, requestId, row.internal ? 'note' : 'message');
    },
    source: 'concierge',
    internal: input.internal === true,
  });
  await clearTyping(context.db, requestId, concierge.id);
  return message;
}

/** The concierge moves a request to another list (see `applyMove`) and gets it as they now see it. */
export async function moveRequest(
  context: AppContext,
  concierge: UserRow,
  requestId: number,
  to: RequestState,
): Promise<ServiceRequest> {
  await applyMove(context, requestId, to, { role: 'concierge', user: concierge });
  return requestWithMessages(context, requestId);
}
