import type { RequestListResponse, RequestState, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { HttpError, HTTP_MESSAGES } from '../http/errors.js';
import { decodeCursor, encodeCursor, LIST_PAGE_SIZE } from './list-cursor.js';
import { findRequest, listMessages, listRequests } from './queries.js';
import { toServiceRequest } from './present.js';

export const notFound = () => new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });

/** One page of a list; `next_cursor` names the next page, null on the last. */
export async function listPage(
  db: Db,
  filter: { state: RequestState; userId?: number; search?: string | undefined },
  page: { limit?: number | undefined; cursor?: string | undefined },
): Promise<RequestListResponse> {
  const limit = page.limit ?? LIST_PAGE_SIZE.default;
  // One row more than asked tells whether another page exists without a count.
  const rows = await listRequests(db, {
    ...filter,
    after: page.cursor ? decodeCursor(page.cursor) : undefined,
    limit: limit + 1,
  });
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    requests: shown.map((row) => toServiceRequest(row)),
    next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/**
 * One request with its messages, oldest first. With `ownerId`, another user's request is the same 404
 * as a missing one: ids reveal nothing.
 */
export async function requestWithMessages(
  context: AppContext,
  id: number,
  ownerId?: number,
): Promise<ServiceRequest> {
  const request = await findRequest(context.db, id);
  if (!request || (ownerId !== undefined && request.userId !== ownerId)) throw notFound();
  // The requester's side (an owner) never sees internal notes; the concierge's side does.
  const messages = await listMessages(context.db, id, { includeInternal: ownerId === undefined });
  // The requester's read is what "seen" means for email: a message they were shown is never emailed to them.
  if (ownerId !== undefined) {
    await context.notifications.requestRead(context.db, id, ownerId, messages.at(-1)?.message.id ?? 0);
  }
  return toServiceRequest(request, messages);
}
