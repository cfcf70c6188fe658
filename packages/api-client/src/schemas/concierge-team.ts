import { z } from './zod.js';
import { Id, Timestamp, VALIDATION_TEXTS as T } from './common.js';
import { PostMessageBody } from './concierge.js';
import { RequestState, ServiceRequest } from './requests.js';
import { Role } from './users.js';
import { RequestDue, StaffRouting } from './service-levels.js';

// The console for a team of concierges: who asked, who is on it, what was said inside.

/** Which requests of the queue: everyone's, the caller's, or nobody's yet. */
export const QueueView = z.enum(['all', 'mine', 'unassigned']);
export type QueueView = z.infer<typeof QueueView>;

/** A member of the team as the console shows them. */
export const StaffMember = z.object({ id: Id, full_name: z.string() });
export type StaffMember = z.infer<typeof StaffMember>;

/** Who asked, as a queue row shows them. */
export const QueueRequester = z.object({
  full_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
});
export type QueueRequester = z.infer<typeof QueueRequester>;

/** A queue row: the request, its requester, the last message's first line, the wait and the assignee. */
export const QueueItem = ServiceRequest.extend({
  requester: QueueRequester,
  /** The first line of the last message either side wrote (never an internal or status note). */
  last_message_preview: z.string().nullable(),
  /** When the requester last wrote, or when the request was made: the queue's default order, oldest first. */
  waiting_since: Timestamp,
  assignee: StaffMember.nullable(),
  /** Additive: what falls due next and when (docs/service-levels.md#due); null while no clock runs. */
  due: RequestDue.nullable().default(null),
});
export type QueueItem = z.infer<typeof QueueItem>;

export const QueueItemListResponse = z.object({
  requests: z.array(QueueItem),
  next_cursor: z.string().nullable().default(null),
});
export type QueueItemListResponse = z.infer<typeof QueueItemListResponse>;

/** The request page's requester panel: who they are and their other requests. */
export const RequesterPanel = QueueRequester.extend({
  phone: z.string().nullable(),
  other_requests: z.array(
    z.object({ id: Id, title: z.string(), state: RequestState, status: z.string(), created_at: Timestamp }),
  ),
});
export type RequesterPanel = z.infer<typeof RequesterPanel>;

/** Another concierge on the same request right now: the collision notice. */
export const PresenceEntry = z.object({ full_name: z.string(), typing: z.boolean() });
export type PresenceEntry = z.infer<typeof PresenceEntry>;

/**
 * The concierge's request page. Reading it also counts as having the request open; `typing=true` says the
 * caller is writing a reply. The console tells both through `putRequestPresence` instead, which the live
 * stream passes on to colleagues at once.
 */
export const QueueRequestQuery = z.object({
  typing: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type QueueRequestQuery = z.input<typeof QueueRequestQuery>;

export const QueueRequestResponse = z.object({
  request: ServiceRequest,
  requester: RequesterPanel,
  assignee: StaffMember.nullable(),
  /** Other concierges who have it open (seen in the last seconds), and whether they are typing. */
  presence: z.array(PresenceEntry),
  /** Additive: what falls due next and when (docs/service-levels.md#due); null while no clock runs. */
  due: RequestDue.nullable().default(null),
});
export type QueueRequestResponse = z.infer<typeof QueueRequestResponse>;

/** The caller's presence on a request: open, and whether they are writing a reply. */
export const PresenceBody = z.object({ presence: z.object({ typing: z.boolean() }) });
export type PresenceBody = z.infer<typeof PresenceBody>;

/** The other concierges on the request, as the request page lists them. */
export const PresenceResponse = z.object({ presence: z.array(PresenceEntry) });
export type PresenceResponse = z.infer<typeof PresenceResponse>;

/** A concierge's message: a reply the requester sees, or an internal note only concierges see. */
export const ConciergeMessageBody = z.object({
  message: PostMessageBody.shape.message.extend({ internal: z.boolean().default(false) }),
});
export type ConciergeMessageBody = z.input<typeof ConciergeMessageBody>;

/** Take (your own id), give (a colleague's id) or put back (null). */
export const AssignBody = z.object({ request: z.object({ assignee_id: Id.nullable() }) });
export type AssignBody = z.infer<typeof AssignBody>;

export const StaffListResponse = z.object({
  staff: z.array(
    StaffMember.extend({
      email: z.string(),
      role: Role,
      /** False once an admin deactivated the account. */
      active: z.boolean(),
      /** Additive: availability for routing and the open-request limit (docs/service-levels.md#routing). */
      routing: StaffRouting.optional(),
    }),
  ),
});
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/** One of the team's saved replies. */
export const SavedReply = z.object({
  id: Id,
  title: z.string(),
  body_html: z.string(),
  updated_at: Timestamp,
});
export type SavedReply = z.infer<typeof SavedReply>;

/** The longest title of a saved reply, in characters (after trimming). */
export const SAVED_REPLY_TITLE_MAX = 120;
/** The longest body of a saved reply, in characters of HTML (after trimming). */
export const SAVED_REPLY_BODY_MAX = 20_000;

export const SavedReplyBody = z.object({
  saved_reply: z.object({
    title: z.string().trim().min(1, { message: T.savedReplyTitle }).max(SAVED_REPLY_TITLE_MAX),
    body_html: z.string().trim().min(1, { message: T.savedReplyBody }).max(SAVED_REPLY_BODY_MAX),
  }),
});
export type SavedReplyBody = z.infer<typeof SavedReplyBody>;

export const SavedReplyResponse = z.object({ saved_reply: SavedReply });
export type SavedReplyResponse = z.infer<typeof SavedReplyResponse>;

export const SavedReplyListResponse = z.object({ saved_replies: z.array(SavedReply) });
export type SavedReplyListResponse = z.infer<typeof SavedReplyListResponse>;
