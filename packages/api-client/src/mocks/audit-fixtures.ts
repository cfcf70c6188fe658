// The access record's default answers: a concierge opened the request and one of its files; the admin's log.
import type { AccessLogResponse, RequestAccessResponse } from '../schemas/audit.js';

export const auditResponses: {
  getRequestAccess: RequestAccessResponse;
  getAccessLog: AccessLogResponse;
} = {
  getRequestAccess: {
    access: [
      { staff_name: 'Casey Concierge', action: 'download', at: '2026-11-03T14:14:00.000Z' },
      { staff_name: 'Casey Concierge', action: 'view', at: '2026-11-03T14:12:00.000Z' },
    ],
  },
  getAccessLog: {
    entries: [
      {
        id: 2,
        at: '2026-11-03T14:13:00.000Z',
        staff_id: 2,
        staff_name: 'Casey Concierge',
        requester_id: 1,
        request_id: 101,
        action: 'move',
        detail: 'in_progress',
        hash: 'b'.repeat(64),
      },
      {
        id: 1,
        at: '2026-11-03T14:12:00.000Z',
        staff_id: 2,
        staff_name: 'Casey Concierge',
        requester_id: 1,
        request_id: 101,
        action: 'view',
        detail: null,
        hash: 'a'.repeat(64),
      },
    ],
    next_cursor: null,
  },
};
