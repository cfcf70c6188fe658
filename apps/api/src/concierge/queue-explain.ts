import { openDatabase } from '../db/database.js';
import { QUEUE_SEARCH_SETTING, queueQuery } from './queue.js';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queue's search as the server runs it (the same builder, the same
 * setting, one page of 51 rows of the open list), on the PostgreSQL at `url`: the bench's plans
 * (bench/src/search-bench.mjs imports this from dist), so they never drift from the code.
 * @returns the plan's lines.
 */
export async function explainQueueSearch(url: string, q: string, callerId: number): Promise<string[]> {
  const database = await openDatabase({ url });
  try {
    const { sql, params } = queueQuery(database.db, {
      state: 'open',
      view: 'all',
      sort: 'waiting',
      callerId,
      search: q,
      limit: 51,
    }).toSQL();
    return await database.rawTransaction(async (session) => {
      await session.exec(QUEUE_SEARCH_SETTING);
      const rows = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']);
    });
  } finally {
    await database.close();
  }
}
