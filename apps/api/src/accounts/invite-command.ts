import { configFromEnv } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { createCompanyInvite } from './invites.js';

// `pnpm --filter api invite <company slug>`: an administrator makes a single-use invite to an
// invitation-only company and hands the printed link to one person. Same environment as the
// server (DATABASE_URL or DATA_DIR, PUBLIC_URL); the token is printed once and stored only as a digest.
const slug = process.argv[2];
if (!slug) {
  console.error('usage: pnpm --filter api invite <company slug>');
  process.exit(2);
}
const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const token = await createCompanyInvite(database.db, slug, new Date());
  console.log(`${config.publicUrl}/sign-up/${encodeURIComponent(slug)}?invite=${token}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
