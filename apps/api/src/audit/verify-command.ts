// `pnpm --filter api audit:verify`: walks the access record's hash chain (docs/SECURITY.md#access-record) and
// names the first broken entry; exit status 1 then. Same environment as the server (DATABASE_URL or
// DATA_DIR); read-only.
import { configFromEnv } from '../config.js';
import { exitOnConfigError } from '../config-schema.js';
import { openDatabase } from '../db/database.js';
import { describeReport, verifyAccessLog } from './verify.js';

const config = exitOnConfigError(() => configFromEnv(process.env, { transports: false }));
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const report = await verifyAccessLog(database.db);
  console.log(describeReport(report));
  if (report.broken) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
