import { z } from './zod.js';
import { Message, RequestState } from './requests.js';
import { VALIDATION_TEXTS as T } from './common.js';
import { DATABASE_ID_MAX } from '../constants.js';
import { QueueSort } from './service-levels.js';

/** The concierge's queue: one list, with `q` searching titles, details and requester names. */
export const QueueQuery = z.object({
  state: RequestState,
  /** Additive: everyone's (default), the caller's or the unassigned requests. */
  view: z.enum(['all', 'mine', 'unassigned']).optional(),
  /** Additive: `waiting` (the default: longest wait first) or `due` (what falls due first, then the rest). */
  sort: QueueSort.optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type QueueQuery = z.infer<typeof QueueQuery>;

/** A message posted to a request; HTML is sanitized by the server on write. */
export const PostMessageBody = z.object({
  message: z.object({
    body_html: z.string().trim().min(1, { message: T.message }).max(20_000),
    attachment_keys: z.array(z.string().max(300)).max(1).default([]),
    /**
     * The newest message the writer's screen showed (0: none). When a reply from the other side came after
     * it, the send is refused (409 `unseen-reply`) so nobody answers a thread they have not read; left out,
     * no check.
     */
    seen_message_id: z.coerce.number().int().min(0).max(DATABASE_ID_MAX).optional(),
  }),
});
export type PostMessageBody = z.input<typeof PostMessageBody>;

/** The posted message, as the request's thread now shows it. */
export const PostMessageResponse = z.object({ message: Message });
export type PostMessageResponse = z.infer<typeof PostMessageResponse>;

export const MoveRequestBody = z.object({ request: z.object({ state: RequestState }) });
export type MoveRequestBody = z.infer<typeof MoveRequestBody>;

/** How many requests each list of the queue holds (matching `q` when given): the console's tab counts. */
export const QueueCountsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  /** Additive: the state counts are of this view; the view counts are of `state`. */
  view: z.enum(['all', 'mine', 'unassigned']).optional(),
  state: RequestState.optional(),
});
export type QueueCountsQuery = z.infer<typeof QueueCountsQuery>;

export const QueueCountsResponse = z.object({
  counts: z.object({
    open: z.number().int().min(0),
    in_progress: z.number().int().min(0),
    completed: z.number().int().min(0),
  }),
  /** Additive: how many requests of `state` (open when not given) each view holds. */
  views: z
    .object({
      all: z.number().int().min(0),
      mine: z.number().int().min(0),
      unassigned: z.number().int().min(0),
    })
    .optional(),
});
export type QueueCountsResponse = z.infer<typeof QueueCountsResponse>;
