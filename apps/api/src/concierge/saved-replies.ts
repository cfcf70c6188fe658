import { asc, eq } from 'drizzle-orm';
import type { SavedReply } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { sanitizeMessageHtml } from '../thread/sanitize.js';
import { notFound } from '../requests/service.js';
import { savedReplies, type SavedReplyRow } from './tables.js';
import { TEAM_ERRORS } from './team-policy.js';

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: row.id,
  title: row.title,
  body_html: row.bodyHtml,
  updated_at: row.updatedAt.toISOString(),
});

/** A saved reply's HTML goes into messages: sanitized on write with the messages' allow-list. */
function cleanBody(html: string): string {
  const body = sanitizeMessageHtml(html);
  if (body === '') {
    throw new HttpError(422, TEAM_ERRORS.savedReplyEmpty, {
      code: 'empty-saved-reply',
      issues: [{ path: 'body.saved_reply.body_html', message: TEAM_ERRORS.savedReplyEmpty }],
    });
  }
  return body;
}

/** The team's saved replies, by title. */
export async function listSavedReplies(context: AppContext): Promise<SavedReply[]> {
  const rows = await context.db
    .select()
    .from(savedReplies)
    .orderBy(asc(savedReplies.title), asc(savedReplies.id));
  return rows.map(toSavedReply);
}

export async function createSavedReply(
  context: AppContext,
  author: UserRow,
  input: { title: string; body_html: string },
): Promise<SavedReply> {
  const at = context.now();
  const [row] = await context.db
    .insert(savedReplies)
    .values({
      title: input.title,
      bodyHtml: cleanBody(input.body_html),
      createdBy: author.id,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('insert returned no saved reply');
  return toSavedReply(row);
}

export async function updateSavedReply(
  context: AppContext,
  id: number,
  input: { title: string; body_html: string },
): Promise<SavedReply> {
  const [row] = await context.db
    .update(savedReplies)
    .set({ title: input.title, bodyHtml: cleanBody(input.body_html), updatedAt: context.now() })
    .where(eq(savedReplies.id, id))
    .returning();
  if (!row) throw notFound();
  return toSavedReply(row);
}

export async function deleteSavedReply(context: AppContext, id: number): Promise<void> {
  const rows = await context.db
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  if (rows.length === 0) throw notFound();
}
