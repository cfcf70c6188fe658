import { and, asc, count, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueueItem, QueueSort, QueueView, RequestState } from '@concierge/api-client';
import { companies, users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared.js';
import type { ListPosition } from '../requests/list-cursor.js';
import { toServiceRequest } from '../requests/present.js';
import { shownColumns } from '../requests/queries.js';
import { requests } from '../requests/tables.js';
import { everyOwnerMatch } from '../search/search.js';
import { requestSearchDocuments } from '../search/tables.js';
import { fullName } from '../accounts/full-name.js';
import { dueOf } from '../service-levels/clocks.js';
import type { PolicyBook } from '../service-levels/policies.js';
import { requestClocks } from '../service-levels/tables.js';

const assignees = alias(users, 'assignees');

export interface QueueFilter {
  state: RequestState;
  view: QueueView;
  /** The caller: what `mine` means. */
  callerId: number;
  search?: string | undefined;
  /** `waiting` (longest wait first) or `due` (earliest due time first, requests with none last). */
  sort: QueueSort;
  /** The last row's (waiting_since or next due time, id) of the previous page. */
  after?: ListPosition | undefined;
  limit: number;
  /** Only requests of this company's requesters (a company-limited API token, docs/api.md#api-tokens). */
  companyId?: number | undefined;
}

const companyCondition = (companyId: number | undefined) =>
  companyId === undefined ? undefined : eq(users.companyId, companyId);

function viewCondition(view: QueueView, callerId: number | Placeholder): SQL | undefined {
  if (view === 'mine') return eq(requests.assigneeId, callerId);
  if (view === 'unassigned') return isNull(requests.assigneeId);
  return undefined;
}

/** What a queue row reads: the request, and only the names it shows of its requester, company and assignee. */
const queueColumns = {
  request: {
    ...shownColumns,
    waitingSince: requests.waitingSince,
    lastMessagePreview: requests.lastMessagePreview,
    nextDueAt: requests.nextDueAt,
  },
  requester: {
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    companyId: users.companyId,
  },
  company: companies.name,
  assignee: { id: assignees.id, firstName: assignees.firstName, lastName: assignees.lastName },
  clock: requestClocks,
};

function queueSelect(db: Db, search: boolean) {
  const query = db
    .select(queueColumns)
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(assignees, eq(assignees.id, requests.assigneeId))
    .leftJoin(requestClocks, eq(requestClocks.requestId, requests.id))
    .$dynamic();
  // The search documents only when searching: the unsearched queue (every console tab polls it) reads less.
  return search
    ? query.leftJoin(requestSearchDocuments, eq(requestSearchDocuments.requestId, requests.id))
    : query;
}

/**
 * Where a request with nothing due stands in the due order: after every due time, then by id
 * (docs/service-levels.md#due); a page's cursor stands there when its last row had nothing due.
 */
export const NO_DUE_CURSOR = new Date('9999-12-31T00:00:00.000Z');
/**
 * The due order's key, written as the index `requests_due_queue_idx` (migration 0028) holds it: a literal,
 * never a parameter, or a prepared statement's generic plan would not match the index's expression.
 */
const dueKey = sql`coalesce(${requests.nextDueAt}, ${sql.raw(`'9999-12-31 00:00:00+00'::timestamptz`)})`;

const afterCondition = (sort: QueueSort, at: Placeholder | string, id: Placeholder | number) =>
  sort === 'waiting'
    ? sql`(${requests.waitingSince}, ${requests.id}) > (${at}::timestamptz, ${id})`
    : sql`(${dueKey}, ${requests.id}) > (${at}::timestamptz, ${id})`;

const queueOrder = (sort: QueueSort) =>
  sort === 'waiting' ? [asc(requests.waitingSince), asc(requests.id)] : [asc(dueKey), asc(requests.id)];

/**
 * The unsearched queue, by view and page, prepared once per database: each poll skips building
 * the SQL and PostgreSQL skips planning it. Made on first use, one statement per view and first/next page.
 */
const preparedQueue = preparedOnce((db) => {
  const statements = new Map<string, ReturnType<typeof prepareQueue>>();
  function prepareQueue(view: QueueView, sort: QueueSort, after: boolean) {
    const conditions = [
      eq(requests.state, sql.placeholder('state')),
      viewCondition(view, sql.placeholder('callerId')),
      after ? afterCondition(sort, sql.placeholder('afterAt'), sql.placeholder('afterId')) : undefined,
    ];
    return queueSelect(db, false)
      .where(and(...conditions))
      .orderBy(...queueOrder(sort))
      .limit(sql.placeholder('limit'))
      .prepare(`queue_${view}_${sort}_${after ? 'after' : 'first'}`);
  }
  return (view: QueueView, sort: QueueSort, after: boolean) => {
    const key = `${view}:${sort}:${after}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = prepareQueue(view, sort, after);
      statements.set(key, statement);
    }
    return statement;
  };
});

/**
 * Set for the transaction of a queue search. The search walks the queue in wait order testing each row's
 * document, or starts from the GIN index's matches: PostgreSQL's choice. Its parallel variant of the walk
 * started workers that cost more than the walk itself on a busy server (at 100 000 requests: 58 ms vs
 * 15 ms), so a search runs without them. PGlite has no parallel workers; it accepts the setting.
 */
export const QUEUE_SEARCH_SETTING = 'SET LOCAL max_parallel_workers_per_gather = 0';

/**
 * The query of one page of the queue, searched or not. Exported for the bench, which EXPLAINs this very
 * query (apps/api/src/concierge/queue-explain.ts).
 */
export function queueQuery(db: Db, filter: QueueFilter) {
  const conditions = [
    eq(requests.state, filter.state),
    viewCondition(filter.view, filter.callerId),
    filter.after
      ? afterCondition(filter.sort, filter.after.createdAt.toISOString(), filter.after.id)
      : undefined,
    filter.search ? everyOwnerMatch(filter.search) : undefined,
    companyCondition(filter.companyId),
  ];
  return queueSelect(db, Boolean(filter.search))
    .where(and(...conditions))
    .orderBy(...queueOrder(filter.sort))
    .limit(filter.limit);
}

/**
 * One page of the queue, longest wait first (waiting_since, then id), by keyset so pages never skip or
 * repeat a row; each row joined with its requester, their company and the assignee. Unsearched pages (every
 * console tab polls them) run prepared; searches in a transaction with the setting above.
 */
export async function listQueue(
  db: Db,
  filter: QueueFilter,
  due: { policies: PolicyBook; now: Date },
): Promise<Array<QueueItem & { nextDueAt: Date | null }>> {
  // A company-limited token's pages (docs/api.md#api-tokens) are few: built each time, like a search's.
  const unprepared = filter.search || filter.companyId !== undefined;
  const rows = unprepared
    ? await db.transaction(async (tx) => {
        await tx.execute(sql.raw(QUEUE_SEARCH_SETTING));
        return queueQuery(tx, filter);
      })
    : await preparedQueue(db)(filter.view, filter.sort, filter.after !== undefined).execute({
        state: filter.state,
        callerId: filter.callerId,
        limit: filter.limit,
        afterAt: filter.after?.createdAt.toISOString(),
        afterId: filter.after?.id,
      });
  return rows.map((row) => ({
    ...toServiceRequest(row.request),
    requester: { full_name: fullName(row.requester), email: row.requester.email, company: row.company },
    last_message_preview: row.request.lastMessagePreview,
    waiting_since: row.request.waitingSince.toISOString(),
    assignee: row.assignee ? { id: row.assignee.id, full_name: fullName(row.assignee) } : null,
    due: dueOf(row.clock, due.policies.of(row.requester.companyId), due.now),
    nextDueAt: row.request.nextDueAt,
  }));
}

/** The queue's cursor position of a row: its wait (or next due time), then its id. */
export const queuePosition = (
  item: QueueItem & { nextDueAt: Date | null },
  sort: QueueSort,
): ListPosition => ({
  createdAt: sort === 'waiting' ? new Date(item.waiting_since) : (item.nextDueAt ?? NO_DUE_CURSOR),
  id: item.id,
});

/**
 * The tab counts: how many requests each list holds in `view`, and how many each view holds in `state`,
 * matching `search` when given.
 */
export async function countQueue(
  db: Db,
  filter: {
    view: QueueView;
    state: RequestState;
    callerId: number;
    search?: string | undefined;
    companyId?: number | undefined;
  },
): Promise<{ counts: Record<RequestState, number>; views: Record<QueueView, number> }> {
  const search = filter.search ? everyOwnerMatch(filter.search) : undefined;
  const mine = sql<boolean>`${requests.assigneeId} IS NOT DISTINCT FROM ${filter.callerId}`;
  const unassigned = sql<boolean>`${requests.assigneeId} IS NULL`;
  const rows = await db
    .select({
      state: requests.state,
      all: count(),
      mine: sql<number>`count(*) FILTER (WHERE ${mine})`,
      unassigned: sql<number>`count(*) FILTER (WHERE ${unassigned})`,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(requestSearchDocuments, eq(requestSearchDocuments.requestId, requests.id))
    .where(and(search, companyCondition(filter.companyId)))
    .groupBy(requests.state);
  const counts: Record<RequestState, number> = { open: 0, in_progress: 0, completed: 0 };
  const views: Record<QueueView, number> = { all: 0, mine: 0, unassigned: 0 };
  for (const row of rows) {
    const byView = { all: Number(row.all), mine: Number(row.mine), unassigned: Number(row.unassigned) };
    counts[row.state] = byView[filter.view];
    if (row.state === filter.state) Object.assign(views, byView);
  }
  return { counts, views };
}
