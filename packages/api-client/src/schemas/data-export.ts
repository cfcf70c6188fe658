import { Email } from './common.js';
import { z } from './zod.js';

/** Where an export is: being prepared, ready to download, past its 7 days, or given up. */
export const DataExportState = z.enum(['queued', 'ready', 'expired', 'failed']);
export type DataExportState = z.infer<typeof DataExportState>;

/**
 * A copy of a person's data as a ZIP (docs/personal-data.md#export), as the one who asked for it sees it.
 * `subject` names the person when an admin asked for someone else's data; `download_url` is set while it
 * is ready (a signed-in call: the client fetches it with the session's headers).
 */
export const DataExport = z.object({
  id: z.string().uuid(),
  state: DataExportState,
  created_at: z.string().datetime({ offset: true }),
  ready_at: z.string().datetime({ offset: true }).nullable(),
  expires_at: z.string().datetime({ offset: true }).nullable(),
  size: z.number().int().nonnegative().nullable(),
  subject: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

export const DataExportResponse = z.object({ export: DataExport });
export type DataExportResponse = z.infer<typeof DataExportResponse>;

/** The caller's exports, newest first (the last 20). */
export const DataExportListResponse = z.object({ exports: z.array(DataExport) });
export type DataExportListResponse = z.infer<typeof DataExportListResponse>;

/** An admin's ask for someone's data (a data subject request): the person, by their account's email. */
export const UserDataExportBody = z.object({ data_export: z.object({ email: Email }) });
export type UserDataExportBody = z.input<typeof UserDataExportBody>;
