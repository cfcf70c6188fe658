import { randomUUID } from 'node:crypto';
import type { SeedContext } from '../db/seed.js';
import { findCompanyBySlug, findUserByEmail } from './queries.js';
import { companies, users } from './tables.js';
import { DEMO_COMPANY, DEMO_USERS, INTERNAL_COMPANY } from './demo.js';

/** The demo company, the internal company, a demo user and a concierge; skips what exists. */
export async function seedAccounts({ db, passwords, now }: SeedContext): Promise<void> {
  await db
    .insert(companies)
    .values([DEMO_COMPANY, INTERNAL_COMPANY])
    .onConflictDoNothing({ target: companies.slug });
  for (const demo of DEMO_USERS) {
    if (await findUserByEmail(db, demo.email)) continue;
    const company = await findCompanyBySlug(db, demo.companySlug);
    const at = now();
    await db
      .insert(users)
      .values({
        externalId: randomUUID(),
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        passwordHash: await passwords.hash(demo.password),
        role: demo.role,
        companyId: company?.id ?? null,
        termsAcceptedAt: at,
        createdAt: at,
      })
      .onConflictDoNothing({ target: users.email });
  }
}
