import { z } from './zod.js';

/** What a staff member did: looked (view, search, download) or acted on a request (the rest). */
export const AccessAction = z.enum([
  'view',
  'search',
  'download',
  'export',
  'erase',
  'message',
  'note',
  'move',
  'assign',
]);
export type AccessAction = z.infer<typeof AccessAction>;

/** One look at a request, as its requester sees it: who opened it (or one of its files) and when. */
export const RequestAccess = z.object({
  staff_name: z.string(),
  action: z.enum(['view', 'download']),
  at: z.string().datetime({ offset: true }),
});
export type RequestAccess = z.infer<typeof RequestAccess>;

/** The staff looks at one of the caller's requests, newest first. */
export const RequestAccessResponse = z.object({ access: z.array(RequestAccess) });
export type RequestAccessResponse = z.infer<typeof RequestAccessResponse>;

/** One entry of the access record, as admins read it; `hash` links it to the entry before. */
export const AccessLogEntry = z.object({
  id: z.number().int(),
  at: z.string().datetime({ offset: true }),
  staff_id: z.number().int(),
  staff_name: z.string(),
  requester_id: z.number().int(),
  request_id: z.number().int().nullable(),
  action: AccessAction,
  detail: z.string().nullable(),
  hash: z.string(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

const positiveId = z.coerce.number().int().positive();

/** Filters of the access record, all optional; `from` inclusive, `to` exclusive. Newest first, paged. */
export const AccessLogQuery = z.object({
  staff_id: positiveId.optional(),
  requester_id: positiveId.optional(),
  request_id: positiveId.optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});
export type AccessLogQuery = z.input<typeof AccessLogQuery>;

export const AccessLogResponse = z.object({
  entries: z.array(AccessLogEntry),
  next_cursor: z.string().nullable(),
});
export type AccessLogResponse = z.infer<typeof AccessLogResponse>;
