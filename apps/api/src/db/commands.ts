// `pnpm db:migrate` and `pnpm db:seed`: the database steps the server also runs at start, on their own
// (a release step before the new instances start; demo data in a fresh environment). Same variables as
// the server (DATABASE_URL or DATA_DIR); mail and SMS transports are not needed for these.
import { configFromEnv } from '../config.js';
import { exitOnConfigError } from '../config-schema.js';
import { PasswordHasher } from '../accounts/passwords.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seed } from './seed.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: commands.js migrate|seed');
  process.exit(2);
}

const config = exitOnConfigError(() => configFromEnv(process.env, { transports: false }));
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(database);
  console.log(applied.length > 0 ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
  if (command === 'seed') {
    await seed({
      db: database.db,
      passwords: new PasswordHasher(config.argon2, config.hashConcurrency),
      now: config.now,
      mfaSecretKey: config.mfaSecretKey,
    });
    console.log('Demo data seeded (existing rows kept).');
  }
} finally {
  await database.close();
}
