import { z } from './zod.js';
import { Id, Timestamp } from './common.js';

// Data retention per company (docs/personal-data.md#retention): an admin sets how many months after
// completion a company's requests are kept, and whether they are then anonymised or deleted; a dry run
// counts what a policy would take now before it is set.

/** What the job does with a completed request past its company's months. */
export const RETENTION_ACTIONS = ['anonymise', 'delete'] as const;

/** The months a policy may keep completed requests: at least one, at most ten years. */
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;

export const RETENTION_TEXTS = {
  months: `Enter a whole number of months from ${RETENTION_MONTHS_MIN} to ${RETENTION_MONTHS_MAX}.`,
  action: 'Choose whether the requests are anonymised or deleted.',
} as const;

export const RetentionAction = z.enum(RETENTION_ACTIONS, { message: RETENTION_TEXTS.action });
export type RetentionAction = z.infer<typeof RetentionAction>;

const monthsMessage = { message: RETENTION_TEXTS.months };
const Months = z
  .number(monthsMessage)
  .int(monthsMessage)
  .min(RETENTION_MONTHS_MIN, monthsMessage)
  .max(RETENTION_MONTHS_MAX, monthsMessage);

/** A company's policy as set: its months and action, who set it and when. */
export const RetentionPolicy = z.object({
  months: z.number().int(),
  action: RetentionAction,
  /** The admin's name; null when that account is gone. */
  set_by: z.string().nullable(),
  set_at: Timestamp,
});
export type RetentionPolicy = z.infer<typeof RetentionPolicy>;

/** The latest pass of the job over a company: when it finished and how many requests it took. */
export const RetentionRun = z.object({
  at: Timestamp,
  action: RetentionAction,
  requests: z.number().int().nonnegative(),
});
export type RetentionRun = z.infer<typeof RetentionRun>;

/** One company, with its policy (null: its requests are kept) and the job's latest pass over it. */
export const CompanyRetention = z.object({
  company_id: Id,
  company_name: z.string(),
  policy: RetentionPolicy.nullable(),
  last_run: RetentionRun.nullable(),
});
export type CompanyRetention = z.infer<typeof CompanyRetention>;

/** Every company, by name. */
export const RetentionPoliciesResponse = z.object({ companies: z.array(CompanyRetention) });
export type RetentionPoliciesResponse = z.infer<typeof RetentionPoliciesResponse>;

export const CompanyRetentionResponse = z.object({ company: CompanyRetention });
export type CompanyRetentionResponse = z.infer<typeof CompanyRetentionResponse>;

/** What an admin sets for a company. */
export const RetentionPolicyInput = z.object({ months: Months, action: RetentionAction });
export const RetentionPolicyBody = z.object({ policy: RetentionPolicyInput });
export type RetentionPolicyBody = z.input<typeof RetentionPolicyBody>;

/** A proposed policy for the dry run, in the query: `?months=12&action=anonymise`. */
export const RetentionPreviewQuery = z.object({
  months: z.coerce
    .number(monthsMessage)
    .int(monthsMessage)
    .min(RETENTION_MONTHS_MIN, monthsMessage)
    .max(RETENTION_MONTHS_MAX, monthsMessage),
  action: RetentionAction,
});
export type RetentionPreviewQuery = z.input<typeof RetentionPreviewQuery>;

/** The dry run: how many completed requests the proposed policy would anonymise or delete now. */
export const RetentionPreviewResponse = z.object({
  preview: z.object({
    company_id: Id,
    months: z.number().int(),
    action: RetentionAction,
    /** Completed before this moment: now less the months. */
    cutoff: Timestamp,
    requests: z.number().int().nonnegative(),
  }),
});
export type RetentionPreviewResponse = z.infer<typeof RetentionPreviewResponse>;
