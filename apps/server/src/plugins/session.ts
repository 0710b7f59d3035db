import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from '@portal/contract';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import type { Clock } from '../lib/time';
import type { SessionUser } from '../types';
import { PLAIN_COOKIE_NAMES, cookieNames } from './cookie-names';
import type { SessionRow } from './session-query';

/** The session cookie's name on plain http; over https it is `__Host-` prefixed (cookie-names.ts). */
export const SESSION_COOKIE = PLAIN_COOKIE_NAMES.session;

/**
 * Database sessions (docs/business-rules.md#sessions): the cookie holds 256 random bits; the table holds
 * only their SHA-256, so a leaked table cannot be replayed. Idle 1 h, absolute 12 h.
 */
export function createSessionStore(db: Db, clock: Clock, config: AppConfig) {
  const cookieName = cookieNames(config.secureCookies).session;
  // Path=/ and no Domain: what the __Host- prefix requires over https.
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };

  // One prepared, indexed lookup per API request: the session and its whole user row (the profile
  // call reuses the row instead of reading the user again).
  const loadStatement = db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_load');
  // At most once a minute per session, and on expiry: prepared too, they run on the request path.
  const touchStatement = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_touch');
  const deleteStatement = db
    .delete(sessions)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_delete');

  return {
    cookieOptions,
    /** Starts a new session (a fresh id: rotation at login), sets the cookie. */
    async create(reply: FastifyReply, req: FastifyRequest, userId: number, tx: DbOrTx = db) {
      const oldCookie = req.cookies[cookieName];
      if (oldCookie) await tx.delete(sessions).where(eq(sessions.idHash, sha256(oldCookie)));
      const id = randomToken(32);
      const now = clock.now();
      await tx.insert(sessions).values({
        idHash: sha256(id),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        ip: req.ip,
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
      });
      reply.setCookie(cookieName, id, cookieOptions);
      req.sessionIdHash = sha256(id);
      req.hadSession = true;
    },
    async destroy(reply: FastifyReply, req: FastifyRequest) {
      if (req.sessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, req.sessionIdHash));
      reply.clearCookie(cookieName, cookieOptions);
      req.sessionIdHash = null;
      req.user = null;
    },
    /** Ends every session of a user, optionally keeping one (password change keeps the current). */
    async destroyAllForUser(userId: number, exceptIdHash?: string | null, tx: DbOrTx = db) {
      const keep = exceptIdHash ? ne(sessions.idHash, exceptIdHash) : undefined;
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), keep));
    },
    /**
     * Loads the user behind the cookie in one query, the route's own session query when it has
     * one (session-query.ts); expired sessions are removed.
     */
    async load(req: FastifyRequest): Promise<void> {
      req.user = null;
      req.userRow = null;
      req.sessionRows = null;
      req.sessionIdHash = null;
      req.hadSession = false;
      const cookie = req.cookies[cookieName];
      if (!cookie || cookie.length > 100) return;
      const idHash = sha256(cookie);
      const routeQuery = req.routeOptions.config.meta?.session;
      const rows: SessionRow[] = routeQuery
        ? await routeQuery.run(db, idHash, req)
        : await loadStatement.execute({ idHash });
      const row = rows[0];
      if (!row) return;
      const now = clock.now().getTime();
      if (row.user.isSuspended || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
        await deleteStatement.execute({ idHash });
        return;
      }
      // Written at most once a minute, not on every request (docs/business-rules.md#sessions).
      if (now - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await touchStatement.execute({ idHash, now: new Date(now).toISOString() });
      }
      const u = row.user;
      req.user = {
        id: u.id,
        uuid: u.uuid,
        email: u.email,
        name: u.name,
        role: u.role,
        status: u.status,
        themePreference: u.themePreference,
        companyId: u.companyId,
        companyRole: u.companyRole,
      } satisfies SessionUser;
      req.userRow = u;
      if (routeQuery) req.sessionRows = rows;
      req.sessionIdHash = idHash;
      req.hadSession = true;
    },
    async purgeExpired() {
      const now = clock.now();
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
