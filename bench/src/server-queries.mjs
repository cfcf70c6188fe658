// The API's own SQL for the service-level figures, built by its own code: `queueQuery`
// (apps/api/src/concierge/queue.ts) and `reportLinesQuery` (apps/api/src/service-levels/report.ts). apps/api's
// build bundles them into hashed chunks (its only bench entry is concierge/queue-explain), so they are imported
// from the source with tsx, apps/api's own TypeScript runner, resolved from apps/api. No copy of the SQL to
// drift; the run still checks that each floor answers what the endpoint answers, since the server runs dist.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './api-server.mjs';

const apiSource = pathToFileURL(path.join(repoRoot, 'apps/api/src/index.ts')).href;

/**
 * @returns {Promise<{
 *   queuePage(filter: object): { text: string, values: unknown[] },
 *   reportLines(by: string, from: string, to: string, zone: string): { text: string, values: unknown[] },
 * }>} `queuePage` takes queueQuery's filter (apps/api's QueueFilter); `reportLines` the report's query.
 */
export async function loadServerQueries() {
  const requireFromApi = createRequire(path.join(repoRoot, 'apps/api/package.json'));
  // `tsx/esm/api` resolves to its CommonJS build through require; its ES module sits beside it.
  const tsxApi = requireFromApi.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  const { tsImport } = await import(pathToFileURL(tsxApi).href);
  const { queueQuery } = await tsImport('./concierge/queue.ts', apiSource);
  const { rangeOf, reportLinesQuery } = await tsImport('./service-levels/report.ts', apiSource);
  // drizzle's query builder and dialect make the text without a connection (the same drizzle as the API's).
  const { PgDialect, QueryBuilder } = await tsImport('drizzle-orm/pg-core', apiSource);
  const dialect = new PgDialect();
  return {
    queuePage(filter) {
      const { sql, params } = queueQuery(new QueryBuilder(), filter).toSQL();
      return { text: sql, values: params };
    },
    reportLines(by, from, to, zone) {
      const { start, end } = rangeOf(from, to, zone);
      const { sql, params } = dialect.sqlToQuery(reportLinesQuery(by, start, end));
      return { text: sql, values: params };
    },
  };
}
