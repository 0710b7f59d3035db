import type { Db } from './client';

/**
 * A statement built and prepared once per database, on first use (drizzle `.prepare(name)` with
 * `sql.placeholder`s). Building a query costs more CPU than running it on a hot path, so every
 * statement that runs per request or per poll is made this way (docs/decisions/025). On
 * PostgreSQL the name makes it a server-side prepared statement of each connection.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
