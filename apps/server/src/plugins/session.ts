import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSIONS_PER_USER_MAX,
} from '@portal/contract';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import type { SessionUser } from '../types';
import { PLAIN_COOKIE_NAMES, cookieNames } from './cookie-names';
import type { SessionCache } from './session-cache';
import type { SessionRow } from './session-query';

/** The session cookie's name on plain http; over https it is `__Host-` prefixed (cookie-names.ts). */
export const SESSION_COOKIE = PLAIN_COOKIE_NAMES.session;

const seconds = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);

/**
 * Whether a session lives, and whether its last-seen time is due to be written, by the database's
 * own clock (docs/decisions/098): the times were written by the database (`now()`), and an
 * instance whose clock runs ahead or behind neither refuses nor purges anyone's live session.
 * Every session lookup selects these two (plugins/session-query.ts).
 */
export const sessionState = {
  live: sql<boolean>`(${sessions.expiresAt} > now() and ${sessions.lastSeenAt} > now() - ${seconds(SESSION_IDLE_MS)})`,
  touchDue: sql<boolean>`(${sessions.lastSeenAt} <= now() - ${seconds(SESSION_TOUCH_INTERVAL_MS)})`,
  // How long the session stays live with no last-seen write due, by the database's clock: the
  // per-instance cache keeps a polled call's rows no longer (session-cache.ts, docs/decisions/105).
  freshMs:
    sql<number>`(extract(epoch from (least(${sessions.expiresAt}, ${sessions.lastSeenAt} + ${seconds(SESSION_TOUCH_INTERVAL_MS)}) - now())) * 1000)::float8`.mapWith(
      Number,
    ),
};
const expired = or(
  sql`${sessions.expiresAt} <= now()`,
  sql`${sessions.lastSeenAt} <= now() - ${seconds(SESSION_IDLE_MS)}`,
);

/** A session as account/sessions/list.php shows it. */
export interface SessionInfo {
  publicId: string;
  idHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Database sessions (docs/business-rules.md#sessions): the cookie holds 256 random bits; the table holds
 * only their SHA-256, so a leaked table cannot be replayed. Idle 1 h, absolute 12 h, at most
 * SESSIONS_PER_USER_MAX per user; every time is the database's.
 */
export function createSessionStore(db: Db, config: AppConfig, cache: SessionCache | null = null) {
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
    .select({ ...sessionState, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_load');
  // At most once a minute per session, and on expiry: prepared too, they run on the request path.
  const touchStatement = db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_touch');
  // Removes the session only when the database agrees that it has expired (or its user is suspended).
  const deleteStatement = db
    .delete(sessions)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        or(
          expired,
          sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.isSuspended})`,
        ),
      ),
    )
    .prepare('session_delete');

  return {
    cookieOptions,
    cookieName,
    /**
     * Starts a new session (a fresh id: rotation at login), sets the cookie. The user's sessions
     * beyond the newest SESSIONS_PER_USER_MAX end (the oldest first).
     */
    async create(reply: FastifyReply, req: FastifyRequest, userId: number, tx: DbOrTx = db) {
      const oldCookie = req.cookies[cookieName];
      if (oldCookie) await tx.delete(sessions).where(eq(sessions.idHash, sha256(oldCookie)));
      const id = randomToken(32);
      await tx.insert(sessions).values({
        idHash: sha256(id),
        userId,
        expiresAt: sql`now() + ${seconds(SESSION_ABSOLUTE_MS)}`,
        ip: req.ip,
        userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
      });
      const beyondCap = tx
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.idHash))
        .offset(SESSIONS_PER_USER_MAX);
      await tx.delete(sessions).where(inArray(sessions.idHash, beyondCap));
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
    /** The user's live sessions, newest first (account/sessions/list.php). */
    async listForUser(userId: number): Promise<SessionInfo[]> {
      return db
        .select({
          publicId: sessions.publicId,
          idHash: sessions.idHash,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sessionState.live))
        .orderBy(desc(sessions.createdAt), asc(sessions.publicId));
    },
    /**
     * Loads the user behind the cookie in one query, the route's own session query when it has
     * one (session-query.ts); a session the database finds expired is removed.
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
      // A polled call's rows may come from this instance's cache (docs/decisions/105): kept only
      // while the session was live with no touch due and nothing they show has changed since.
      const spec = routeQuery?.cache;
      const kept =
        cache && spec
          ? { key: `${spec.name}|${spec.variant(req)}|${idHash}`, started: cache.begin(), spec, cache }
          : null;
      const cached = kept ? (kept.cache.get(kept.key) as SessionRow[] | null) : null;
      const rows: SessionRow[] =
        cached ?? (routeQuery ? await routeQuery.run(db, idHash, req) : await loadStatement.execute({ idHash }));
      const row = rows[0];
      if (!row) return;
      if (row.user.isSuspended || !row.live) {
        await deleteStatement.execute({ idHash });
        return;
      }
      // Written at most once a minute, not on every request (docs/business-rules.md#sessions).
      if (row.touchDue) await touchStatement.execute({ idHash });
      else if (kept && !cached) kept.cache.put(kept.key, rows, kept.spec.deps(rows), row.freshMs, kept.started);
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
    /** Removes the sessions the database's clock finds expired (never an instance's clock). */
    async purgeExpired() {
      await db.delete(sessions).where(expired);
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
