import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { SeedContext } from '../db/seed.js';
import { DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from '../accounts/demo.js';
import { users } from '../accounts/tables.js';
import { appFactorEnrolled } from '../mfa/app-factor-sql.js';
import { secretBox } from '../mfa/secret-box.js';
import { totpAuthenticators } from '../mfa/tables.js';
import { isStaff } from './roles.js';

/**
 * Gives the account a confirmed authenticator app with a secret chosen here (sealed as an enrolled one is),
 * unless it already has a passkey or an app. For known data only: the demo's staff and the tests' staff.
 * Answers whether it added one.
 */
export async function addKnownAppFactor(
  context: { db: Db; now: () => Date; config: Pick<ServerConfig, 'mfaSecretKey'> },
  userId: number,
  secret: string,
): Promise<boolean> {
  const [row] = await context.db
    .select({ appFactor: appFactorEnrolled(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.appFactor) return false;
  // The key is loaded before any write (PGlite's one connection, see secretBox).
  const box = await secretBox(context);
  const at = context.now();
  const added = await context.db
    .insert(totpAuthenticators)
    .values({ userId, secretCiphertext: box.seal(userId, secret), createdAt: at, confirmedAt: at })
    .onConflictDoNothing({ target: totpAuthenticators.userId })
    .returning({ userId: totpAuthenticators.userId });
  return added.length > 0;
}

/**
 * The demo's staff sign in with a second factor like any staff (docs/SECURITY.md#staff-second-factor): each
 * gets an authenticator app with the demo secret, printed at start beside the demo passwords. Skips an
 * account that already has a passkey or an app (one kept from an earlier start, or enrolled since).
 */
export async function seedDemoStaffApps({ db, now, mfaSecretKey }: SeedContext): Promise<void> {
  for (const demo of DEMO_USERS) {
    if (!isStaff(demo.role)) continue;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (user) await addKnownAppFactor({ db, now, config: { mfaSecretKey } }, user.id, DEMO_STAFF_TOTP_SECRET);
  }
}
