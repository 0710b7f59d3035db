import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIST_LIMIT_DEFAULT,
  ROLE,
  USER_STATUS,
  ZNotificationListQuery,
  subjectOf,
  type TLanguage,
  type TNotificationKind,
  type TNotificationListResponse,
  type TNotificationParams,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { notifications, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sessionState } from '../../plugins/session';
import { sessionQuery, userDeps } from '../../plugins/session-query';
import { toNotificationDto } from './notification-dto';

/** `/path…` but not `//host…` or `/\host…`, which a browser reads as another origin. */
export const isRelativePath = (value: string) => /^\/(?![/\\])/.test(value) && !/[\s\p{Cc}]/u.test(value);

/** The row one notification of `kind` becomes; its parameters are checked against the kind's schema. */
function rowOf<K extends TNotificationKind>(kind: K, params: TNotificationParams<K>, actionUrl: string | null) {
  // URLs inside responses are relative paths (docs/business-rules.md#relative-urls); an absolute one is a caller's bug.
  if (actionUrl != null && !isRelativePath(actionUrl)) {
    throw new TypeError(`notify(): actionUrl must be a relative path, got ${JSON.stringify(actionUrl)}`);
  }
  const def = NOTIFICATION_KINDS[kind];
  const parsed = def.params.safeParse(params);
  if (!parsed.success)
    throw new TypeError(`notify(): parameters of ${kind} do not match its schema: ${parsed.error.message}`);
  const clean = parsed.data as Record<string, unknown>;
  return { kind, params: clean, type: def.type, subject: subjectOf(kind, params), actionUrl };
}

/**
 * The in-app notification of one user (docs/business-rules.md#notifications; docs/decisions/027),
 * written inside the caller's transaction so it commits or rolls back with the change it reports.
 */
export async function notify<K extends TNotificationKind>(
  tx: DbOrTx,
  userId: number,
  kind: K,
  params: TNotificationParams<K>,
  actionUrl: string | null,
): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, ...rowOf(kind, params, actionUrl) })
    .returning({ id: notifications.id });
  return row.id;
}

/** The same notification to several users, in one statement. */
export async function notifyMany<K extends TNotificationKind>(
  tx: DbOrTx,
  userIds: readonly number[],
  kind: K,
  params: TNotificationParams<K>,
  actionUrl: string | null,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const row = rowOf(kind, params, actionUrl);
  const rows = await tx
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, ...row })))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The same notification to every active (not suspended) administrator, in one statement. */
export async function notifyAdmins<K extends TNotificationKind>(
  tx: DbOrTx,
  kind: K,
  params: TNotificationParams<K>,
  actionUrl: string | null,
): Promise<number> {
  const row = rowOf(kind, params, actionUrl);
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, kind, params, type, subject, action_url)
    select ${users.id}, ${row.kind}, ${JSON.stringify(row.params)}::jsonb, ${row.type}, ${row.subject}, ${row.actionUrl}
    from ${users} where ${users.role} = ${ROLE.ADMIN} and ${users.isSuspended} = false`);
  return affectedRows(result);
}

/**
 * The same notification to every member of a company, its owner and its staff (docs/decisions/104),
 * in one statement: whoever prepared or paid an application hears how it goes. Accounts still
 * waiting for their invitation, and suspended ones, get none.
 */
export async function notifyCompany<K extends TNotificationKind>(
  tx: DbOrTx,
  companyId: number,
  kind: K,
  params: TNotificationParams<K>,
  actionUrl: string | null,
): Promise<number> {
  const row = rowOf(kind, params, actionUrl);
  const result = await tx.execute(sql`
    insert into ${notifications} (user_id, kind, params, type, subject, action_url)
    select ${users.id}, ${row.kind}, ${JSON.stringify(row.params)}::jsonb, ${row.type}, ${row.subject}, ${row.actionUrl}
    from ${users}
    where ${users.companyId} = ${companyId} and ${users.isSuspended} = false
      and ${users.status} <> ${USER_STATUS.PENDING_VERIFICATION}`);
  return affectedRows(result);
}

/**
 * Marks one user's unread notifications of `kinds` read: those a later notification supersedes
 * (the registration approved makes each "document verified" before it old news). Answers how many.
 */
export async function markKindsReadFor(
  tx: DbOrTx,
  userId: number,
  kinds: readonly TNotificationKind[],
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(eq(notifications.userId, userId), eq(notifications.isRead, false), inArray(notifications.kind, [...kinds])),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Once one administrator acts on a subject (decides on a company, reviews a replaced document),
 * every administrator's notification of those kinds about it stops counting as unread: one statement,
 * in the transaction of the decision (docs/business-rules.md#notifications).
 */
export async function markSubjectRead(
  tx: DbOrTx,
  subject: string,
  kinds: readonly TNotificationKind[],
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(eq(notifications.subject, subject), eq(notifications.isRead, false), inArray(notifications.kind, [...kinds])),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

const affectedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/**
 * The session, its user, the user's unread count and newest notifications (index
 * notifications_user_created_idx) in one statement: one row per notification, or one row without
 * when there is none. Both subqueries are lateral to the one user row, so each runs once.
 */
const listStatement = preparedOnce((db) => {
  const unread = alias(notifications, 'unread');
  const unreadCount = db
    .select({ n: count().as('n') })
    .from(unread)
    .where(and(eq(unread.userId, users.id), eq(unread.isRead, false)))
    .as('unread_count');
  const newest = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, users.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .as('newest');
  return db
    .select({
      ...sessionState,
      user: users,
      unread: sql<number>`${unreadCount.n}`.mapWith(Number),
      note: {
        id: newest.id,
        kind: newest.kind,
        params: newest.params,
        isRead: newest.isRead,
        createdAt: newest.createdAt,
        actionUrl: newest.actionUrl,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoinLateral(unreadCount, sql`true`)
    .leftJoinLateral(newest, sql`true`)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .prepare('session_notifications');
});

/**
 * GET notifications/list.php is polled every 30 s by every open tab: its session lookup reads the
 * list too, so the call costs one round trip (docs/decisions/025). The limit comes from the query
 * as the route validates it; an invalid one is refused by the route, whatever was read here.
 */
const listLimit = (req: { query: unknown }) => {
  const query = ZNotificationListQuery.safeParse(req.query);
  return query.success ? query.data.limit : NOTIFICATION_LIST_LIMIT_DEFAULT;
};
export const notificationListSession = sessionQuery(
  (db, idHash, req) => listStatement(db).execute({ idHash, limit: listLimit(req) }),
  // Kept per instance and limit until the user's notifications, the user or the session change
  // (docs/decisions/105); the language is applied when answering, not kept.
  { name: 'notifications', variant: (req) => String(listLimit(req)), deps: (rows) => userDeps(rows) },
);
type ListRow = Awaited<ReturnType<ReturnType<typeof listStatement>['execute']>>[number];

export function toNotificationList(rows: readonly ListRow[], lang: TLanguage): TNotificationListResponse {
  return {
    notifications: rows.flatMap((r) => (r.note ? [toNotificationDto(r.note, lang)] : [])),
    unread_count: rows[0]?.unread ?? 0,
  };
}

/** Owner only: another user's id answers like an unknown one (404), so ids cannot be probed. */
const ownRow = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** Unread → read; idempotent (an already read one stays read and answers 200). */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(ownRow(userId, id))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

/** Every unread notification of the caller; returns how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deleted ones are gone (docs/business-rules.md#notifications). */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db.delete(notifications).where(ownRow(userId, id)).returning({ id: notifications.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}
