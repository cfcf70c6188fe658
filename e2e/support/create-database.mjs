// Makes (`create <url> <name>`) or drops (`drop <url> <name>`) the run's own PostgreSQL database, so the
// two API instances share one fresh database and never another run's data. Run as a child process: the
// Playwright config is synchronous.
import pg from 'pg';

const [action, adminUrl, name] = process.argv.slice(2);
if (!/^concierge_e2e_[a-z0-9_]+$/.test(name ?? '')) throw new Error(`unexpected database name ${name}`);
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  await client.query(
    action === 'create' ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
  );
} finally {
  await client.end();
}
