import type { PasswordHasher } from '../accounts/passwords.js';
import { seedAccounts } from '../accounts/seed.js';
import { seedDemoStaffApps } from '../staff/demo-second-factor.js';
import { seedDemoRequests } from '../requests/seed.js';
import { seedSurveys } from '../surveys/seed.js';
import type { Db } from './database.js';

/** What a seed gets: the database, the password hasher and the clock. */
export interface SeedContext {
  db: Db;
  passwords: PasswordHasher;
  now: () => Date;
  /** `MFA_SECRET_KEY`: the demo staff's authenticator-app secret is sealed under it, as an enrolled one. */
  mfaSecretKey?: string | undefined;
}

/** Domain seeds in order (later ones may use earlier ones' rows); each skips what already exists. */
export const SEEDS: Array<(context: SeedContext) => Promise<void>> = [
  seedAccounts,
  seedDemoStaffApps,
  seedSurveys,
  seedDemoRequests,
];

/** Seeds the demo data; safe to run at every start. */
export async function seed(context: SeedContext): Promise<void> {
  for (const run of SEEDS) await run(context);
}
