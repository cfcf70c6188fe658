import { z } from './zod.js';
import { Id, Timestamp } from './common.js';

// Scoped API tokens (docs/api.md#api-tokens): other systems call the API from their servers with a token an
// admin made, which reaches only the endpoints whose definition names one of its scopes (`tokenScope`).

/**
 * Every scope a token may hold, each named by the endpoints it opens (`tokenScope` in definitions/). A new
 * scope is one more entry here, then named on its endpoints.
 */
export const API_TOKEN_SCOPES = [
  'requests:read',
  'messages:write',
  'webhooks:manage',
  'reports:read',
] as const;
export const ApiTokenScope = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** How a token starts: tells it from a session token at a glance, in logs and in secret scanners. */
export const API_TOKEN_PREFIX = 'cct_';
/** A token lives at most a year; the console offers these lifetimes, or a date within it. */
export const API_TOKEN_LIFETIME_DAYS_MAX = 365;
export const API_TOKEN_LIFETIME_PRESETS = [30, 90, 365] as const;
export const API_TOKEN_NOTE_MAX = 100;

export const API_TOKEN_TEXTS = {
  note: 'Say what the token is for.',
  scopes: 'Choose at least one scope.',
  lifetime: `Choose a lifetime of 1 to ${API_TOKEN_LIFETIME_DAYS_MAX} days.`,
} as const;

/** A token as listed: never the token itself, which is shown once, when made. */
export const ApiToken = z.object({
  id: Id,
  note: z.string(),
  scopes: z.array(ApiTokenScope),
  /** Only requests of this company's requesters; null: every company. */
  company_id: Id.nullable(),
  company_name: z.string().nullable(),
  /** The admin who made it, who it acts for; null when that account is gone. */
  created_by: z.string().nullable(),
  created_at: Timestamp,
  expires_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: Timestamp.nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** A company a token may be limited to. */
export const ApiTokenCompany = z.object({ id: Id, name: z.string() });
export type ApiTokenCompany = z.infer<typeof ApiTokenCompany>;

export const ApiTokensResponse = z.object({
  api_tokens: z.array(ApiToken),
  /** The companies the form offers. */
  companies: z.array(ApiTokenCompany),
});
export type ApiTokensResponse = z.infer<typeof ApiTokensResponse>;

/** What an admin writes: a note, the scopes, a lifetime in days, a company or all. */
export const CreateApiTokenBody = z.object({
  api_token: z.object({
    note: z.string().trim().min(1, { message: API_TOKEN_TEXTS.note }).max(API_TOKEN_NOTE_MAX),
    scopes: z
      .array(ApiTokenScope)
      .min(1, { message: API_TOKEN_TEXTS.scopes })
      .transform((scopes) => [...new Set(scopes)]),
    expires_in_days: z
      .number()
      .int()
      .min(1, { message: API_TOKEN_TEXTS.lifetime })
      .max(API_TOKEN_LIFETIME_DAYS_MAX, { message: API_TOKEN_TEXTS.lifetime }),
    company_id: Id.nullable().default(null),
  }),
});
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBody>;

/** A new token: its entry, and the token itself (`cct_…`), shown this once. */
export const CreatedApiTokenResponse = z.object({ api_token: ApiToken, token: z.string() });
export type CreatedApiTokenResponse = z.infer<typeof CreatedApiTokenResponse>;

export const ApiTokenResponse = z.object({ api_token: ApiToken });
export type ApiTokenResponse = z.infer<typeof ApiTokenResponse>;
