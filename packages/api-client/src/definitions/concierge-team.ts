// The endpoints of the team console: assignment, the team and saved replies: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { SuccessBody } from '../schemas/common.js';
import {
  AssignBody,
  QueueRequestResponse,
  SavedReplyBody,
  SavedReplyListResponse,
  SavedReplyResponse,
  StaffListResponse,
} from '../schemas/concierge-team.js';
import { IdParams } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const conciergeTeamDefinitions = {
  /** Take a request, give it to a colleague or put it back. */
  assignRequest: {
    method: 'PUT',
    path: '/api/v1/concierge/requests/:id/assignee',
    access: 'concierge',
    params: IdParams,
    body: AssignBody,
    response: QueueRequestResponse,
  },
  getStaff: {
    method: 'GET',
    path: '/api/v1/concierge/staff',
    access: 'concierge',
    response: StaffListResponse,
  },
  getSavedReplies: {
    method: 'GET',
    path: '/api/v1/concierge/saved_replies',
    access: 'concierge',
    response: SavedReplyListResponse,
  },
  createSavedReply: {
    method: 'POST',
    path: '/api/v1/concierge/saved_replies',
    access: 'concierge',
    body: SavedReplyBody,
    response: SavedReplyResponse,
  },
  updateSavedReply: {
    method: 'PATCH',
    path: '/api/v1/concierge/saved_replies/:id',
    access: 'concierge',
    params: IdParams,
    body: SavedReplyBody,
    response: SavedReplyResponse,
  },
  deleteSavedReply: {
    method: 'DELETE',
    path: '/api/v1/concierge/saved_replies/:id',
    access: 'concierge',
    params: IdParams,
    response: SuccessBody,
  },
} as const satisfies Record<string, Endpoint>;
