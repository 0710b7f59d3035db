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
  /** How long, by the database's clock, the session stays live with no last-seen write due. */
  freshMs: number;
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
  /**
   * Kept in the per-instance cache (session-cache.ts, docs/decisions/105) under this name and the
   * request's variant; dropped on a notice about any of `deps` (`u:<user id>`, `c:<company id>`).
   */
  cache?: {
    name: string;
    variant(req: FastifyRequest): string;
    deps(rows: R[]): string[];
  };
}

/** What a session query's rows depend on at least: the user, and the company the user works for. */
export function userDeps(rows: readonly SessionRow[]): string[] {
  const user = rows[0]?.user;
  if (!user) return [];
  return user.companyId == null ? [`u:${user.id}`] : [`u:${user.id}`, `c:${user.companyId}`];
}

export function sessionQuery<R extends SessionRow>(
  run: SessionQuery<R>['run'],
  cache?: SessionQuery<R>['cache'],
): SessionQuery<R> {
  return { run, rowsOf: (req) => (req.sessionRows ?? []) as R[], cache };
}
