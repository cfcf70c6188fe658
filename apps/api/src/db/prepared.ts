import type { Db } from './database.js';

/**
 * A statement built and prepared once per database handle, for the queries every request runs (the
 * session lookup, a user's own list): each call then skips building the SQL, and PostgreSQL skips parsing
 * and planning it. Keyed weakly: a closed database takes its statements with it.
 * @example
 * const byDigest = preparedOnce((db) => db.select().from(sessions).where(eq(sessions.tokenDigest, sql.placeholder('digest'))).prepare('session_by_digest'));
 * await byDigest(db).execute({ digest });
 */
export function preparedOnce<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
