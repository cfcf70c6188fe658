import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { RequestState } from '@concierge/api-client';
import { prepareBatchSessionLookup } from '../accounts/queries.js';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared.js';
import { firstLineOf } from '../thread/preview.js';
import { uploads, type UploadRow } from '../uploads/tables.js';
import type { ListPosition } from './list-cursor.js';
import type { ShownRequest } from './present.js';
import { messageAttachments, messages, requests, type MessageRow } from './tables.js';

export interface ListFilter {
  state: RequestState;
  /** Only this owner's requests (a user's lists); every owner's for the concierge's queue. */
  userId?: number | undefined;
  /** Words searched in titles, details and requester names (the queue). */
  search?: string | undefined;
  after?: ListPosition | undefined;
  limit: number;
}

/** `%`, `_` and `\` typed by a person mean themselves, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Requests whose title, details or requester's name or email contain `search` (needs the join on users). */
export function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const requester = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  return or(
    ilike(requests.searchText, pattern),
    sql`${requester} LIKE ${pattern}`,
    sql`${users.email} LIKE ${pattern}`,
  )!;
}

/** The columns `toServiceRequest` shows, for the lists (the others are neither parsed nor mapped). */
export const shownColumns = {
  id: requests.id,
  state: requests.state,
  createdAt: requests.createdAt,
  title: requests.title,
  details: requests.details,
  lastMessageSource: requests.lastMessageSource,
};

/**
 * A user's own list (the hot path: every open tab polls it): no join, and prepared once per database with
 * placeholders, so each call skips building the SQL and PostgreSQL skips parsing and planning it.
 */
function prepareOwnList(db: Db, name: string, after: boolean) {
  const conditions: SQL[] = [
    eq(requests.userId, sql.placeholder('userId')),
    eq(requests.state, sql.placeholder('state')),
  ];
  if (after) {
    conditions.push(
      sql`(${requests.createdAt}, ${requests.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')})`,
    );
  }
  return db
    .select(shownColumns)
    .from(requests)
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

const ownList = preparedOnce((db) => ({
  first: prepareOwnList(db, 'requests_own_list_first', false),
  after: prepareOwnList(db, 'requests_own_list_after', true),
}));

/** One page, newest first, by keyset on (created_at, id) so pages never skip or repeat a row. */
export async function listRequests(db: Db, filter: ListFilter): Promise<ShownRequest[]> {
  if (filter.userId !== undefined && !filter.search) {
    const { first, after } = ownList(db);
    const values = { userId: filter.userId, state: filter.state, limit: filter.limit };
    return filter.after
      ? after.execute({
          ...values,
          afterAt: filter.after.createdAt.toISOString(),
          afterId: filter.after.id,
        })
      : first.execute(values);
  }
  const conditions: SQL[] = [eq(requests.state, filter.state)];
  if (filter.userId !== undefined) conditions.push(eq(requests.userId, filter.userId));
  if (filter.after) {
    conditions.push(
      sql`(${requests.createdAt}, ${requests.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.id})`,
    );
  }
  if (filter.search) conditions.push(searchCondition(filter.search));
  return db
    .select(shownColumns)
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(filter.limit);
}

// A request page's poll runs these: prepared once per database handle.
const requestById = preparedOnce((db) =>
  db
    .select()
    .from(requests)
    .where(eq(requests.id, sql.placeholder('id')))
    .prepare('requests_by_id'),
);

export async function findRequest(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  if (!options.forUpdate) return (await requestById(db).execute({ id }))[0];
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).for('update');
  return row;
}

export async function findRequestBySurveyRun(db: Db, runId: number) {
  const [row] = await db.select().from(requests).where(eq(requests.userRequestSurveyId, runId));
  return row;
}

/**
 * For a batch of polls (one statement for every poll that arrived in the batch's window), each
 * poll's session (the authenticator's lookup) and the version of its request page (what a poll compares
 * before anything is built; null when the session's user has no such request): the request row's `xmin`
 * (every update of the row, whatever column, writes a new one) and the shared messages' count, newest id
 * and newest `xmin` (a message added, or one ever edited). Attachments are written with their message and
 * never change.
 */
const sessionsWithRequestVersions = preparedOnce((db) =>
  prepareBatchSessionLookup(
    db,
    'sessions_by_digest_with_request_versions',
    sql`unnest(${sql.placeholder('digests')}::text[], ${sql.placeholder('requestIds')}::int[])
      WITH ORDINALITY AS polls(digest, request_id, n)`,
    // Written out: table names as the lookup's FROM names them.
    sql<string | null>`(
      SELECT r.xmin::text || ':' || (
        SELECT count(*) || ':' || coalesce(max(m.id), 0) || ':' || coalesce(max(m.xmin::text::bigint), 0)
        FROM messages m WHERE m.request_id = r.id AND NOT m.internal)
      FROM requests r WHERE r.id = polls.request_id AND r.user_id = sessions.user_id)`,
  ),
);

export interface RequestPoll {
  tokenDigest: string;
  requestId: number;
}

/** Each poll's session with its request page's version, in the order of `polls` (undefined: no session). */
export async function findSessionsWithRequestVersions(db: Db, polls: readonly RequestPoll[]) {
  const rows = await sessionsWithRequestVersions(db).execute({
    digests: polls.map((poll) => poll.tokenDigest),
    requestIds: polls.map((poll) => poll.requestId),
  });
  const byPoll = new Map(rows.map((row) => [row.poll, row]));
  return polls.map((_, index) => byPoll.get(index + 1));
}

/** A user's number of requests, in every list (the current user's `request_count`). */
export async function countUserRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(requests).where(eq(requests.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * A request's messages, oldest first, each with its attachments. Internal notes only with
 * `includeInternal` (the concierge's side): every caller says which side it serves.
 */
const requestMessages = preparedOnce((db) => {
  const prepare = (includeInternal: boolean) =>
    db
      .select()
      .from(messages)
      .where(
        includeInternal
          ? eq(messages.requestId, sql.placeholder('requestId'))
          : and(eq(messages.requestId, sql.placeholder('requestId')), eq(messages.internal, false)),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .prepare(includeInternal ? 'messages_of_request_all' : 'messages_of_request_shared');
  return { all: prepare(true), shared: prepare(false) };
});

const messageFiles = preparedOnce((db) =>
  db
    .select({ messageId: messageAttachments.messageId, upload: uploads })
    .from(messageAttachments)
    .innerJoin(uploads, eq(uploads.id, messageAttachments.uploadId))
    .where(sql`${messageAttachments.messageId} = any(${sql.placeholder('messageIds')})`)
    .prepare('attachments_of_messages'),
);

export async function listMessages(
  db: Db,
  requestId: number,
  options: { includeInternal: boolean },
): Promise<Array<{ message: MessageRow; attachments: UploadRow[] }>> {
  const statements = requestMessages(db);
  const rows = await (options.includeInternal ? statements.all : statements.shared).execute({ requestId });
  const files = rows.length ? await messageFiles(db).execute({ messageIds: rows.map((row) => row.id) }) : [];
  return rows.map((message) => ({
    message,
    attachments: files.filter((file) => file.messageId === message.id).map((file) => file.upload),
  }));
}

/** Adds a message (and its attachments) and records its source on the request, in the caller's transaction. */
export async function insertMessage(
  tx: Db,
  values: typeof messages.$inferInsert & { uploadIds?: string[] },
): Promise<MessageRow> {
  const { uploadIds = [], ...message } = values;
  const [row] = await tx.insert(messages).values(message).returning();
  if (!row) throw new Error('insert returned no message');
  if (uploadIds.length) {
    await tx
      .insert(messageAttachments)
      .values(uploadIds.map((uploadId) => ({ messageId: row.id, uploadId })));
  }
  // A status note is not a turn in the conversation: "waiting on you" follows the last person who wrote,
  // the queue's wait the requester's last message. An internal note changes nothing the
  // requester could see, nor the queue's row.
  if (!row.internal) {
    const turn =
      row.source === 'system'
        ? {}
        : {
            lastMessageSource: row.source,
            lastMessagePreview: firstLineOf(row.bodyHtml),
            ...(row.source === 'user' ? { waitingSince: row.createdAt } : {}),
          };
    await tx
      .update(requests)
      .set({ ...turn, updatedAt: row.createdAt })
      .where(eq(requests.id, row.requestId));
  }
  return row;
}

export async function setRequestState(tx: Db, id: number, state: RequestState, at: Date): Promise<void> {
  await tx.update(requests).set({ state, updatedAt: at }).where(eq(requests.id, id));
}
