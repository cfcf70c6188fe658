import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RequestListResponse, RequestState } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { decodeCursor, encodeCursor, LIST_PAGE_SIZE } from '../requests/list-cursor.js';
import { toServiceRequest } from '../requests/present.js';
import { requests } from '../requests/tables.js';
import { requestSearchDocuments } from './tables.js';

/** Whose requests a search covers: one requester's own, or every owner's (the concierge's queue). */
export type SearchScope = { ownerId: number } | 'all';

/** Words after this many are ignored: a pasted paragraph must not become a query of hundreds of terms. */
export const SEARCH_WORDS_MAX = 12;

export interface SearchInput {
  scope: SearchScope;
  /** What was typed; every word must match (an empty text matches every request of the scope). */
  q: string;
  /** One list only; every list when absent. */
  state?: RequestState | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * The words of a search text: runs of letters and digits, so punctuation never reaches `to_tsquery` as an
 * operator ("o'brien" is "o" and "brien", as the document's parser splits it too).
 */
export function searchWords(q: string): string[] {
  return (q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
}

/**
 * How long a substring of a requester's name or email the search document holds (migration 0015's
 * search_requester_vector): a longer word is narrowed by its first this many characters, then checked on
 * the name and email themselves.
 */
export const SEARCH_NAME_SUBSTRING_MAX = 12;

/**
 * One word's condition: it starts a word of the request's document (title, answers, messages). Across every
 * owner it may also be inside the requester's name or email, which the document holds as lexemes
 * ' ' + substring (migration 0015), so one GIN index answers every word of the search together. A
 * requester's own name is not searched in their own scope, where it would match everything.
 */
function wordCondition(word: string, scope: SearchScope): SQL {
  const startsWord = sql`to_tsquery('simple', ${`${word}:*`})`;
  if (scope !== 'all') return sql`${requestSearchDocuments.document} @@ ${startsWord}`;
  // Letters and digits only (searchWords): the quoted lexeme needs no escaping, and LIKE none either.
  const characters = [...word];
  const inName = sql`quote_literal(' ' || lower(${characters.slice(0, SEARCH_NAME_SUBSTRING_MAX).join('')}))::tsquery`;
  const indexed = sql`${requestSearchDocuments.document} @@ (${startsWord} || ${inName})`;
  if (characters.length <= SEARCH_NAME_SUBSTRING_MAX) return indexed;
  const pattern = sql`'%' || lower(${word}) || '%'`;
  return and(
    indexed,
    or(
      sql`${requestSearchDocuments.document} @@ ${startsWord}`,
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) LIKE ${pattern}`,
      sql`${users.email} LIKE ${pattern}`,
    ),
  )!;
}

function searchConditions(input: Pick<SearchInput, 'scope' | 'q'>): { words: string[]; conditions: SQL[] } {
  const words = searchWords(input.q);
  const conditions = words.map((word) => wordCondition(word, input.scope));
  if (input.scope !== 'all') conditions.push(eq(requests.userId, input.scope.ownerId));
  return { words, conditions };
}

/** The query's tables: the document only when there are words, the owner only across every owner. */
function fromMatching(
  db: Db,
  select: Parameters<Db['select']>[0],
  input: Pick<SearchInput, 'scope'>,
  words: string[],
) {
  let query = db.select(select!).from(requests).$dynamic();
  if (words.length) {
    query = query.innerJoin(requestSearchDocuments, eq(requestSearchDocuments.requestId, requests.id));
  }
  if (input.scope === 'all') query = query.innerJoin(users, eq(users.id, requests.userId));
  return query;
}

/**
 * One page of the requests of `scope` matching every word of `q` (each as the start of a word: "plumb"
 * finds "Plumber"), in `state`'s list or all of them; newest first, keyset-paged with the lists' cursor so
 * pages never skip or repeat a request.
 */
export async function searchRequests(db: Db, input: SearchInput): Promise<RequestListResponse> {
  const limit = input.limit ?? LIST_PAGE_SIZE.default;
  const { words, conditions } = searchConditions(input);
  if (input.state) conditions.push(eq(requests.state, input.state));
  if (input.cursor) {
    const after = decodeCursor(input.cursor);
    conditions.push(
      sql`(${requests.createdAt}, ${requests.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  // One row more than asked tells whether another page exists without a count.
  const rows = await fromMatching(db, { request: requests }, input, words)
    .where(and(...conditions))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit).map((row) => (row as { request: typeof requests.$inferSelect }).request);
  const last = shown.at(-1);
  return {
    requests: shown.map((row) => toServiceRequest(row)),
    next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** How many requests of `scope` match `q` in each list (the queue's tab counts). */
export async function countMatchesByState(
  db: Db,
  input: Pick<SearchInput, 'scope' | 'q'>,
): Promise<Record<RequestState, number>> {
  const { words, conditions } = searchConditions(input);
  const rows = (await fromMatching(db, { state: requests.state, total: count() }, input, words)
    .where(and(...conditions))
    .groupBy(requests.state)) as Array<{ state: RequestState; total: number }>;
  const counts: Record<RequestState, number> = { open: 0, in_progress: 0, completed: 0 };
  for (const row of rows) counts[row.state] = Number(row.total);
  return counts;
}

/**
 * The concierge's queue searches with the same document and indexes, inside its own query (which
 * joins the requester and left-joins `request_search_documents`): every word must match, as here. A text
 * with no words matches nothing (a queue search for "%" is not "everything").
 */
export function everyOwnerMatch(q: string): SQL {
  const words = searchWords(q);
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => wordCondition(word, 'all')))!;
}
