import { z } from './zod.js';
import { BigId, Id, Timestamp } from './common.js';
import { Attachment } from './uploads.js';

/** Which of the three lists a request is in; `status` is the text shown, `state` is the list. */
export const RequestState = z.enum(['open', 'in_progress', 'completed']);
export type RequestState = z.infer<typeof RequestState>;

export const MessageSource = z.enum(['concierge', 'user', 'system']);
export type MessageSource = z.infer<typeof MessageSource>;

export const Message = z.object({
  id: BigId,
  body_html: z.string(),
  source_name: z.string(),
  source: MessageSource,
  external_created_at: Timestamp,
  /** Additive: files sent with the message. */
  attachments: z.array(Attachment).default([]),
  /** Additive: true on a note for concierges only (never on a requester route); absent otherwise. */
  internal: z.boolean().optional(),
});
export type Message = z.infer<typeof Message>;

/** One question and its answer, as the request's details show them. */
export const RequestDetail = z.object({
  question: z.string(),
  answer: z.string(),
  attachment: Attachment.nullable().default(null),
});
export type RequestDetail = z.infer<typeof RequestDetail>;

export const ServiceRequest = z.object({
  id: Id,
  /** Display text; may be missing, then the list's default applies. */
  status: z.string().nullable(),
  state: RequestState,
  created_at: Timestamp,
  /** Additive: the survey's name, the request's title in lists. */
  title: z.string(),
  details: z.array(RequestDetail).default([]),
  messages: z.array(Message).default([]),
  /** Additive: true when the last message is the concierge's (the list's "waiting on you"). */
  awaiting_user: z.boolean().default(false),
});
export type ServiceRequest = z.infer<typeof ServiceRequest>;

/** List pages: newest first; `next_cursor` is null on the last page . */
export const RequestListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const RequestListResponse = z.object({
  requests: z.array(ServiceRequest),
  next_cursor: z.string().nullable().default(null),
});
export type RequestListResponse = z.infer<typeof RequestListResponse>;

export const RequestResponse = z.object({
  request: ServiceRequest,
  /**
   * Additive: the business minutes the team aims to answer within (the first reply's target until the first
   * reply, then the next reply's), from the requester's company's policy (docs/service-levels.md#promise).
   */
  reply_within_minutes: z.number().int().positive().nullable().default(null),
});
export type RequestResponse = z.infer<typeof RequestResponse>;

export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;
