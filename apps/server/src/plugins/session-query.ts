import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { UserRow } from '../types';

/**
 * What every row of a session lookup carries: whether the session lives and whether its last-seen
 * time is due to be written, both decided by the database's clock (`sessionState` in session.ts),
 * and its user.
 */
export interface SessionRow {
  live: boolean;
  touchDue: boolean;
  user: UserRow;
}

/**
 * A route's own session lookup: one prepared statement that reads the session, its user and the
 * route's data together, so a call that every open tab polls costs one database round trip
 * (docs/decisions/025). The session plugin runs it in place of the plain lookup and applies the
 * same checks to its first row; the handler reads the rows with `rowsOf`.
 */
export interface SessionQuery<R extends SessionRow = SessionRow> {
  run(db: Db, idHash: string, req: FastifyRequest): Promise<R[]>;
  /** The rows the session lookup of this request read (none without a valid session). */
  rowsOf(req: FastifyRequest): R[];
}

export function sessionQuery<R extends SessionRow>(run: SessionQuery<R>['run']): SessionQuery<R> {
  return { run, rowsOf: (req) => (req.sessionRows ?? []) as R[] };
}
