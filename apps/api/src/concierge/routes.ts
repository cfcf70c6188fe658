import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { decodeCursor, encodeCursor, LIST_PAGE_SIZE } from '../requests/list-cursor.js';
import { listStaff } from '../staff/queries.js';
import { assignRequest } from './assignment.js';
import { countQueue, listQueue, queuePosition } from './queue.js';
import { requestPage } from './request-page.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.js';
import { moveRequest, postConciergeMessage } from './service.js';

/**
 * The concierge's side (staff: concierges and admins): the queue by list and view, any request with its
 * requester and presence, messages and internal notes, moves, assignment, the team and saved replies.
 */
export const registerConciergeRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;

  endpoint('getQueue', {}, async ({ query, caller }) => {
    const limit = query.limit ?? LIST_PAGE_SIZE.default;
    // One row more than asked tells whether another page exists without a count.
    const rows = await listQueue(context.db, {
      state: query.state,
      view: query.view ?? 'all',
      callerId: caller.user.id,
      search: query.q || undefined,
      after: query.cursor ? decodeCursor(query.cursor) : undefined,
      limit: limit + 1,
    });
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      requests: shown,
      next_cursor: rows.length > limit && last ? encodeCursor(queuePosition(last)) : null,
    };
  });

  endpoint('getQueueCounts', {}, async ({ query, caller }) =>
    countQueue(context.db, {
      view: query.view ?? 'all',
      state: query.state ?? 'open',
      callerId: caller.user.id,
      search: query.q || undefined,
    }),
  );

  endpoint('getQueueRequest', {}, async ({ params, query, caller }) =>
    requestPage(context, caller.user, params.id, { typing: query.typing === true }),
  );

  endpoint(
    'postConciergeMessage',
    {},
    idempotent(context, 'postConciergeMessage', async ({ params, body, caller }) => ({
      message: await postConciergeMessage(context, caller.user, params.id, body.message),
    })),
  );

  endpoint('moveRequest', {}, async ({ params, body }) => ({
    request: await moveRequest(context, params.id, body.request.state),
  }));

  endpoint('assignRequest', {}, async ({ params, body, caller }) => {
    await assignRequest(context, caller.user, params.id, body.request.assignee_id);
    return requestPage(context, caller.user, params.id);
  });

  endpoint('getStaff', {}, async () => ({ staff: await listStaff(context.db) }));

  endpoint('getSavedReplies', {}, async () => ({ saved_replies: await listSavedReplies(context) }));

  endpoint('createSavedReply', {}, async ({ body, caller }) => ({
    saved_reply: await createSavedReply(context, caller.user, body.saved_reply),
  }));

  endpoint('updateSavedReply', {}, async ({ params, body }) => ({
    saved_reply: await updateSavedReply(context, params.id, body.saved_reply),
  }));

  endpoint('deleteSavedReply', {}, async ({ params }) => {
    await deleteSavedReply(context, params.id);
    return { success: true as const };
  });
};
