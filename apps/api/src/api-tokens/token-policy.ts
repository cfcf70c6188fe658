// The numbers of API tokens (docs/api.md#api-tokens, docs/SECURITY.md#api-tokens).
import { API_TOKEN_PREFIX } from '@concierge/api-client';
import type { RateLimitRule } from '../config.js';

/** Random bytes after the prefix: 256 bits, as every other token of ours (SECURITY.md: sessions). */
export const API_TOKEN_BYTES = 32;

/** `cct_` and 43 base64url characters: never the 43 characters alone of a session token. */
export const API_TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Last use is written at most once per this, so a busy integration's reads do not each become a write. */
export const API_TOKEN_LAST_USED_INTERVAL_MS = 60 * 1000;

/** Calls per token and window (`API_TOKEN_RATE_LIMIT` per minute): a runaway integration cannot starve people. */
export const API_TOKEN_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 60 * 1000 };
