import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AccessLogEntry, AccessLogQuery, RequestAccess } from '@concierge/api-client';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { accessLog, type AccessLogRow } from './tables.js';

/** The looks a requester is shown: opening the request and its files (a search result is not an opening). */
const SHOWN_TO_REQUESTER = ['view', 'download'] as const;
/** At most this many looks answer one request's history. */
export const REQUEST_ACCESS_SHOWN = 200;

export async function requestAccess(db: Db, requestId: number): Promise<RequestAccess[]> {
  const rows = await db
    .select({ staffName: accessLog.staffName, action: accessLog.action, at: accessLog.at })
    .from(accessLog)
    .where(and(eq(accessLog.requestId, requestId), inArray(accessLog.action, [...SHOWN_TO_REQUESTER])))
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(REQUEST_ACCESS_SHOWN);
  return rows.map((row) => ({
    staff_name: row.staffName,
    action: row.action as RequestAccess['action'],
    at: row.at.toISOString(),
  }));
}

export type AccessLogFilter = Omit<z.output<typeof AccessLogQuery>, 'limit' | 'cursor'>;

function conditions(filter: AccessLogFilter, beforeId?: number): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.staff_id === undefined ? undefined : eq(accessLog.staffId, filter.staff_id),
    filter.requester_id === undefined ? undefined : eq(accessLog.requesterId, filter.requester_id),
    filter.request_id === undefined ? undefined : eq(accessLog.requestId, filter.request_id),
    filter.from === undefined ? undefined : gte(accessLog.at, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(accessLog.at, new Date(filter.to)),
    beforeId === undefined ? undefined : lt(accessLog.id, beforeId),
  ];
  return and(...parts);
}

/** One page of the record, newest entry first (by id: the chain's order), keyset-paged by id. */
export async function accessLogPage(
  db: Db,
  filter: AccessLogFilter,
  options: { limit: number; beforeId?: number },
): Promise<{ rows: AccessLogRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(accessLog)
    .where(conditions(filter, options.beforeId))
    .orderBy(desc(accessLog.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit), more: rows.length > options.limit };
}

export const toAccessLogEntry = (row: AccessLogRow): AccessLogEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  staff_id: row.staffId,
  staff_name: row.staffName,
  requester_id: row.requesterId,
  request_id: row.requestId,
  action: row.action as AccessLogEntry['action'],
  detail: row.detail,
  hash: row.hash,
});

/** The record in chain order from after `afterId`, `limit` entries at a time (the verifier's walk). */
export async function accessLogBatch(db: Db, afterId: number, limit: number): Promise<AccessLogRow[]> {
  return db.select().from(accessLog).where(gt(accessLog.id, afterId)).orderBy(asc(accessLog.id)).limit(limit);
}
