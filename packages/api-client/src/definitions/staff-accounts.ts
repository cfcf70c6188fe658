// The endpoints of staff invitations and deactivation: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { IdParams } from '../schemas/requests.js';
import {
  AcceptStaffInviteBody,
  AcceptStaffInviteResponse,
  CreateStaffInviteBody,
  SetStaffActiveBody,
  StaffInviteResponse,
  StaffInvitesResponse,
  StaffMemberResponse,
} from '../schemas/staff-accounts.js';
import type { Endpoint } from './endpoint.js';

export const staffAccountsDefinitions = {
  /** Staff accounts. Invitations and deactivation are for admins (checked by the server). */
  getStaffInvites: {
    method: 'GET',
    path: '/api/v1/concierge/staff_invites',
    access: 'concierge',
    response: StaffInvitesResponse,
  },
  createStaffInvite: {
    method: 'POST',
    path: '/api/v1/concierge/staff_invites',
    access: 'concierge',
    body: CreateStaffInviteBody,
    response: StaffInviteResponse,
  },
  acceptStaffInvite: {
    method: 'POST',
    path: '/api/v1/staff_invites/accept',
    access: 'public',
    body: AcceptStaffInviteBody,
    response: AcceptStaffInviteResponse,
  },
  setStaffActive: {
    method: 'PUT',
    path: '/api/v1/concierge/staff/:id/active',
    access: 'concierge',
    params: IdParams,
    body: SetStaffActiveBody,
    response: StaffMemberResponse,
  },
} as const satisfies Record<string, Endpoint>;
