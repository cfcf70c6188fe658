import type { AccessLogQuery, AccessLogResponse, RequestAccessResponse } from '@concierge/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { Caller } from '../http/endpoint.js';
import { findRequest } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requireAdmin } from '../staff/roles.js';
import { accessLogPage, requestAccess, toAccessLogEntry, type AccessLogFilter } from './queries.js';

/** The default page of the admins' log; the query's schema caps `limit`. */
export const ACCESS_LOG_PAGE = 50;

/** Who opened the caller's request, newest first; another user's request is the same 404 as a missing one. */
export async function requestAccessFor(
  context: AppContext,
  user: UserRow,
  requestId: number,
): Promise<RequestAccessResponse> {
  const request = await findRequest(context.db, requestId);
  if (!request || request.userId !== user.id) throw notFound();
  return { access: await requestAccess(context.db, requestId) };
}

/** One page of the access record for an admin (403 to everyone else). */
export async function accessLogFor(
  context: AppContext,
  caller: Caller,
  query: z.output<typeof AccessLogQuery>,
): Promise<AccessLogResponse> {
  requireAdmin(caller.user);
  const { limit = ACCESS_LOG_PAGE, cursor, ...filter } = query;
  const { rows, more } = await accessLogPage(context.db, filter, {
    limit,
    beforeId: cursor === undefined ? undefined : Number(cursor),
  });
  const last = rows.at(-1);
  return { entries: rows.map(toAccessLogEntry), next_cursor: more && last ? String(last.id) : null };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'staff_id',
  'staff_name',
  'requester_id',
  'request_id',
  'action',
  'detail',
  'hash',
] as const;

/**
 * One CSV field (RFC 4180 quoting). A field that a spreadsheet would read as a formula (=, +, -, @, tab,
 * CR) gets a leading apostrophe: a staff name is typed by a person (OWASP CSV injection).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole filtered record as CSV, newest first, read in pages so memory stays bounded per page. */
export async function* accessLogCsv(context: AppContext, filter: AccessLogFilter): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let beforeId: number | undefined;
  for (;;) {
    const { rows, more } = await accessLogPage(context.db, filter, { limit: 500, beforeId });
    for (const row of rows) {
      const entry = toAccessLogEntry(row);
      yield `${CSV_COLUMNS.map((column) => csvField(entry[column])).join(',')}\r\n`;
    }
    if (!more || rows.length === 0) return;
    beforeId = rows.at(-1)!.id;
  }
}
