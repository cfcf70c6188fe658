import type { Message } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { messages, type MessageRow } from '../requests/tables.js';
import { and, eq, gt } from 'drizzle-orm';
import { HttpError } from '../http/errors.js';
import { changeRequestState } from '../requests/change-state.js';
import type { RequestAction } from '../requests/lifecycle.js';
import { toMessage } from '../requests/present.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requireUploaded } from '../uploads/service.js';
import type { UploadRow } from '../uploads/tables.js';
import { sanitizeMessageHtml } from './sanitize.js';
import { MESSAGE_ERRORS } from './texts.js';
import { fullName } from '../accounts/full-name.js';

export interface MessageInput {
  body_html: string;
  attachment_keys: string[];
  /** The newest message the writer's screen showed: see {@link refuseUnseenReply}. */
  seen_message_id?: number | undefined;
}

export interface PostOptions {
  source: 'user' | 'concierge';
  /** Only this owner's request (the requester's side); any request for the concierge. */
  ownerId?: number;
  /** A note for concierges only: never on a requester route, no reopening, no turn taken. */
  internal?: boolean;
  /**
   * The requester's reply is this lifecycle action (requests/lifecycle.ts): it reopens a completed request,
   * and leaves any other where it is. Never with `internal`.
   */
  reopen?: Extract<RequestAction, 'reopen-by-reply' | 'reopen-by-email'>;
  /** Runs in the message's transaction (reply by email records the email's Message-ID there). */
  onPosted?: (tx: Db, message: MessageRow) => Promise<void>;
}

/**
 * A reply from the other side that came after the newest message the writer's screen showed: sending now
 * would answer a thread they have not read, so the send is refused and the screen shows it (409
 * `unseen-reply`, docs/conversation.md#replying). Checked under the request's lock, so a reply that
 * commits first is always seen here. An internal note answers nobody and is never refused.
 */
async function refuseUnseenReply(tx: Db, requestId: number, author: 'user' | 'concierge', seenId: number) {
  const otherSide = author === 'user' ? 'concierge' : 'user';
  const [newer] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.requestId, requestId),
        gt(messages.id, seenId),
        eq(messages.source, otherSide),
        eq(messages.internal, false),
      ),
    )
    .limit(1);
  if (newer) throw new HttpError(409, MESSAGE_ERRORS.unseenReply, { code: 'unseen-reply' });
}

/**
 * Posts a message to a request's thread, for either side: HTML sanitized on write (SECURITY.md), files the
 * author uploaded, and any reopening move in the same transaction as the message, so the thread and the list
 * never disagree.
 */
export async function postMessage(
  context: AppContext,
  author: UserRow,
  requestId: number,
  input: MessageInput,
  options: PostOptions,
): Promise<Message> {
  const bodyHtml = sanitizeMessageHtml(input.body_html);
  if (bodyHtml === '' && input.attachment_keys.length === 0) {
    throw new HttpError(422, MESSAGE_ERRORS.emptyMessage, {
      code: 'empty-message',
      issues: [{ path: 'body.message.body_html', message: MESSAGE_ERRORS.emptyMessage }],
    });
  }
  const isVisible = (request: { userId: number } | undefined) =>
    request !== undefined && (options.ownerId === undefined || request.userId === options.ownerId);
  // Another user's request is the same 404 as a missing one, before any file is looked at.
  if (!isVisible(await findRequest(context.db, requestId))) throw notFound();
  const files: UploadRow[] = [];
  for (const [index, key] of input.attachment_keys.entries()) {
    files.push(await requireUploaded(context, author, key, `body.message.attachment_keys.${index}`));
  }
  const message = await context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request || !isVisible(request)) throw notFound();
    if (input.seen_message_id !== undefined && !options.internal) {
      await refuseUnseenReply(tx, requestId, options.source, input.seen_message_id);
    }
    const at = context.now();
    const row = await insertMessage(tx, {
      requestId,
      authorId: author.id,
      source: options.source,
      sourceName: fullName(author),
      bodyHtml,
      createdAt: at,
      internal: options.internal === true,
      uploadIds: files.map((file) => file.id),
    });
    if (options.reopen && !options.internal) {
      // After the message: the thread shows the reply, then the note of what it did.
      const actor = { role: 'requester', user: author } as const;
      await changeRequestState(context, tx, { request, action: options.reopen, actor, at });
    }
    await options.onPosted?.(tx, row);
    await context.notifications.messagePosted(tx, request, row, author);
    await context.webhooks?.messagePosted(tx, request, row, files.length);
    for (const hook of context.onMessagePosted ?? []) await hook(tx, { request, message: row });
    return { row, request };
  });
  context.live.requestChanged(message.request, { teamOnly: options.internal === true });
  return toMessage(message.row, files);
}
