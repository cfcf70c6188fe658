import { z } from './zod.js';
import { Timestamp } from './common.js';

// Signed-in devices (issue 19): the caller's own live sessions. A session is named by an opaque public id,
// never by its token or the token's digest.

/** The opaque id of one of the caller's sessions. */
export const SessionId = z.uuid();

export const SessionIdParams = z.object({ id: SessionId });
export type SessionIdParams = z.infer<typeof SessionIdParams>;

/**
 * Where a session was last used from, without a location database (none ships with the product): `local` for
 * loopback and private ranges, `network` with the address masked to its network (`203.0.113.x`, an IPv6
 * /48 as `2001:db8:1::/48`), `unknown` when no address was recorded.
 */
export const SessionPlace = z.object({
  kind: z.enum(['local', 'network', 'unknown']),
  network: z.string().nullable(),
});
export type SessionPlace = z.infer<typeof SessionPlace>;

/** One live session, as the signed-in devices page shows it. */
export const SignedInSession = z.object({
  id: SessionId,
  /** The session this request was made with ("This device"). */
  current: z.boolean(),
  /** Parsed from the last user agent seen, e.g. "Chrome 126"; null when it named none. */
  browser: z.string().nullable(),
  /** e.g. "macOS 14.5", "Android 15"; null when unknown. */
  os: z.string().nullable(),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  place: SessionPlace,
  created_at: Timestamp,
  /** Written at most once per SESSION_LAST_SEEN_INTERVAL_MS, so accurate to that. */
  last_seen_at: Timestamp,
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** The caller's live sessions: the current one first, then the most recently seen. */
export const SessionListResponse = z.object({ sessions: z.array(SignedInSession) });
export type SessionListResponse = z.infer<typeof SessionListResponse>;

/** "Sign out everywhere else": how many sessions ended. */
export const SignOutOtherSessionsResponse = z.object({
  success: z.literal(true),
  signed_out: z.number().int().nonnegative(),
});
export type SignOutOtherSessionsResponse = z.infer<typeof SignOutOtherSessionsResponse>;
