import { z } from './zod.js';
import { Email, Id, NewPassword, Timestamp, VALIDATION_TEXTS as T } from './common.js';
import { StaffListResponse } from './concierge-team.js';

// Staff accounts: an admin invites a concierge by email, deactivates and reactivates one.

/** The person's name as sign-up asks for it. */
const Name = z.string().trim().min(1, { message: T.name }).max(100);

/** A pending invitation: sent, not yet accepted, not expired. The token itself is never returned. */
export const StaffInvite = z.object({
  id: Id,
  email: z.string(),
  /** Who sent it; null when that admin's account is gone. */
  invited_by: z.string().nullable(),
  created_at: Timestamp,
  expires_at: Timestamp,
});
export type StaffInvite = z.infer<typeof StaffInvite>;

export const StaffInvitesResponse = z.object({ invites: z.array(StaffInvite) });
export type StaffInvitesResponse = z.infer<typeof StaffInvitesResponse>;

/** An admin invites one email address to join the team as a concierge. */
export const CreateStaffInviteBody = z.object({ invite: z.object({ email: Email }) });
export type CreateStaffInviteBody = z.input<typeof CreateStaffInviteBody>;

export const StaffInviteResponse = z.object({ invite: StaffInvite });
export type StaffInviteResponse = z.infer<typeof StaffInviteResponse>;

/** The invitee accepts with the emailed token and chooses their name and password (sign-up's rules). */
export const AcceptStaffInviteBody = z.object({
  invite: z.object({
    token: z.string().min(1).max(200),
    name: Name,
    last_name: Name,
    password: NewPassword,
  }),
});
export type AcceptStaffInviteBody = z.input<typeof AcceptStaffInviteBody>;

/** The new account's email, to sign in with. */
export const AcceptStaffInviteResponse = z.object({ email: z.string() });
export type AcceptStaffInviteResponse = z.infer<typeof AcceptStaffInviteResponse>;

/** An admin deactivates (`false`) or reactivates (`true`) a member of the team. */
export const SetStaffActiveBody = z.object({ staff: z.object({ active: z.boolean() }) });
export type SetStaffActiveBody = z.infer<typeof SetStaffActiveBody>;

const StaffListEntry = StaffListResponse.shape.staff.element;
export const StaffMemberResponse = z.object({ staff: StaffListEntry });
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;
