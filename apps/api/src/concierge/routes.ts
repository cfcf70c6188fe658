import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { LIFECYCLE } from '../requests/lifecycle.js';
import { decodeCursor, encodeCursor, LIST_PAGE_SIZE } from '../requests/list-cursor.js';
import { findRequest } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { listStaff } from '../staff/queries.js';
import { tokenCompanyOf } from '../api-tokens/caller.js';
import { recordLooks } from '../audit/record.js';
import { assignRequest } from './assignment.js';
import { forgetPresence, othersOnRequest, recordPresence } from './presence.js';
import { loadPolicies } from '../service-levels/policies.js';
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
    const sort = query.sort ?? 'waiting';
    const rows = await listQueue(
      context.db,
      {
        state: query.state,
        view: query.view ?? 'all',
        sort,
        callerId: caller.user.id,
        search: query.q || undefined,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: limit + 1,
        companyId: tokenCompanyOf(caller),
      },
      { policies: await loadPolicies(context.db), now: context.now() },
    );
    const shown = rows.slice(0, limit);
    // A search reaches into every requester's data: each result shown is recorded as a look.
    const found = shown.map((row) => row.id);
    if (query.q) await recordLooks(context, caller.user, found, 'search');
    const last = shown.at(-1);
    return {
      requests: shown.map(({ nextDueAt: _next, ...item }) => item),
      next_cursor: rows.length > limit && last ? encodeCursor(queuePosition(last, sort)) : null,
    };
  });

  endpoint('getQueueCounts', {}, async ({ query, caller }) =>
    countQueue(context.db, {
      view: query.view ?? 'all',
      state: query.state ?? 'open',
      callerId: caller.user.id,
      search: query.q || undefined,
      companyId: tokenCompanyOf(caller),
    }),
  );

  // Opening a request shows the requester's data: recorded (docs/SECURITY.md#access-record) once the page
  // was read, at most once a minute per concierge, as the console polls it.
  endpoint('getQueueRequest', {}, async ({ params, query, caller }) => {
    const page = await requestPage(context, caller.user, params.id, { typing: query.typing === true });
    await recordLooks(context, caller.user, [params.id], 'view');
    return page;
  });

  // The collision notice's heartbeat (docs/team-console.md#collision-notice): a change colleagues would see
  // goes out on the live stream at once; a plain heartbeat only keeps the caller on the request.
  endpoint('putRequestPresence', {}, async ({ params, body, caller }) => {
    if (!(await findRequest(context.db, params.id))) throw notFound();
    const at = context.now();
    const presence = { requestId: params.id, userId: caller.user.id, at, typing: body.presence.typing };
    if (await recordPresence(context.db, presence)) context.live.presenceChanged(params.id);
    return { presence: await othersOnRequest(context.db, params.id, caller.user.id, at) };
  });

  endpoint('deleteRequestPresence', {}, async ({ params, caller }) => {
    if (!(await findRequest(context.db, params.id))) throw notFound();
    const at = context.now();
    if (await forgetPresence(context.db, params.id, caller.user.id, at)) {
      context.live.presenceChanged(params.id);
    }
    return { presence: await othersOnRequest(context.db, params.id, caller.user.id, at) };
  });

  endpoint(
    'postConciergeMessage',
    {},
    idempotent(context, 'postConciergeMessage', async ({ params, body, caller }) => ({
      message: await postConciergeMessage(context, caller.user, params.id, body.message),
    })),
  );

  endpoint('moveRequest', {}, async ({ params, body, caller }) => ({
    request: await moveRequest(context, caller.user, params.id, body.request.state),
  }));

  // The console's move buttons: the lifecycle's `move` rows a concierge may take from the request's list,
  // the same rows `moveRequest` is held to (docs/requests.md#request-transitions).
  endpoint('getRequestMoves', {}, async ({ params }) => {
    const request = await findRequest(context.db, params.id);
    if (!request) throw notFound();
    const moves = LIFECYCLE.filter(
      (row) => row.action === 'move' && row.from === request.state && row.by.includes('concierge'),
    ).map((row) => row.to);
    return { state: request.state, moves };
  });

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
