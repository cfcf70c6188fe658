// The endpoints of data exports (docs/personal-data.md#export): a person asks for a copy of their data and
// follows it until it is ready; an admin asks for someone's (a data subject request). Each one's name,
// method, path, access and schemas, written here once (docs/api.md#calls). The ZIP's download is a plain
// route beside them (its answer is not JSON).
import { DataExportListResponse, DataExportResponse, UserDataExportBody } from '../schemas/data-export.js';
import type { Endpoint } from './endpoint.js';

export const dataExportDefinitions = {
  /** Asks for a copy of the caller's data; while one is being prepared, answers that one. */
  requestDataExport: {
    method: 'POST',
    path: '/api/v1/users/data_exports',
    access: 'user',
    response: DataExportResponse,
  },
  /** The exports the caller asked for (their own, or an admin's for others), newest first. */
  listDataExports: {
    method: 'GET',
    path: '/api/v1/users/data_exports',
    access: 'user',
    response: DataExportListResponse,
  },
  /**
   * Asks for a copy of the data of the account with this email, for the admin who asks (a data subject
   * request); admins only (403 otherwise), 404 when no account has the email.
   */
  requestUserDataExport: {
    method: 'POST',
    path: '/api/v1/concierge/data_exports',
    access: 'concierge',
    body: UserDataExportBody,
    response: DataExportResponse,
  },
} as const satisfies Record<string, Endpoint>;
