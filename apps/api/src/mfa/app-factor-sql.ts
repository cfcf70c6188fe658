import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { passkeys } from '../passkeys/tables.js';
import { totpAuthenticators } from './tables.js';

/** True in SQL when the user of `userId` has at least one passkey (the console's staff gate reads it). */
export function passkeyEnrolled(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`;
}

/**
 * True in SQL when the user of `userId` has a second factor other than the phone: a passkey or a confirmed
 * authenticator app. Read inside the queries that decide whether the MFA step is owed (the
 * session lookup every request runs, the sign-in, the row lock of a code check), so it costs no extra
 * round trip. Recovery codes are a fallback, never a factor of their own: they do not count.
 */
export function appFactorEnrolled(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(${passkeyEnrolled(userId)} or exists (select 1 from ${totpAuthenticators} where ${totpAuthenticators.userId} = ${userId} and ${totpAuthenticators.confirmedAt} is not null))`;
}
