// Data exports' default answers (docs/personal-data.md#export): one ready to download, one being prepared.
import type { DataExport, DataExportListResponse, DataExportResponse } from '../schemas/data-export.js';

const ready: DataExport = {
  id: '6f1c0a52-3b8e-4c1d-9a57-2f0e8b1d4c33',
  state: 'ready',
  created_at: '2026-11-03T14:00:00.000Z',
  ready_at: '2026-11-03T14:01:00.000Z',
  expires_at: '2026-11-10T14:01:00.000Z',
  size: 48_213,
  subject: null,
  download_url: '/api/v1/users/data_exports/6f1c0a52-3b8e-4c1d-9a57-2f0e8b1d4c33/download',
};

const queued: DataExport = {
  id: '0b7e2d14-8c5a-4f3b-b1e9-7d6a5c4b3a21',
  state: 'queued',
  created_at: '2026-11-04T09:30:00.000Z',
  ready_at: null,
  expires_at: null,
  size: null,
  subject: null,
  download_url: null,
};

export const dataExportResponses: {
  requestDataExport: DataExportResponse;
  listDataExports: DataExportListResponse;
  requestUserDataExport: DataExportResponse;
} = {
  requestDataExport: { export: queued },
  listDataExports: { exports: [queued, ready] },
  requestUserDataExport: {
    export: { ...queued, subject: { id: 1, name: 'Alex Requester', email: 'alex@example.com' } },
  },
};
