import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_LIST_LIMIT_DEFAULT,
  NOTIFICATION_TYPE_DEFAULT,
  NOTIFICATION_TYPES,
  ZNotificationListQuery,
  type TNotification,
  type TNotificationListResponse,
  type TNotificationType,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { notifications, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sessionQuery } from '../../plugins/session-query';
import type { Notifier } from '../../types';

/** `/path…` but not `//host…` or `/\host…`, which a browser reads as another origin. */
export const isRelativePath = (value: string) => /^\/(?![/\\])/.test(value) && !/[\s\p{Cc}]/u.test(value);

/** The server-side `notify(userId, …)` that every module calls; pass `tx` to notify inside a transaction. */
export function createNotifier(db: Db): Notifier {
  return async (userId, input, tx = db) => {
    // URLs inside responses are relative paths (docs/business-rules.md#relative-urls); an absolute one is a caller's bug.
    if (input.actionUrl != null && !isRelativePath(input.actionUrl)) {
      throw new TypeError(`notify(): actionUrl must be a relative path, got ${JSON.stringify(input.actionUrl)}`);
    }
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        title: input.title.slice(0, 200),
        message: input.message.slice(0, 2000),
        type: input.type ?? NOTIFICATION_TYPE_DEFAULT,
        actionUrl: input.actionUrl ?? null,
      })
      .returning({ id: notifications.id });
    return row.id;
  };
}

type Row = Pick<typeof notifications.$inferSelect, 'id' | 'title' | 'message' | 'type' | 'isRead' | 'createdAt' | 'actionUrl'>;

/** The type is one of success|warning|error; anything else shows as info (docs/business-rules.md#notifications). */
const toType = (t: string): TNotificationType => ((NOTIFICATION_TYPES as readonly string[]).includes(t) ? (t as TNotificationType) : NOTIFICATION_TYPE_DEFAULT);

export const toNotification = (r: Row): TNotification => ({
  id: r.id,
  title: r.title,
  message: r.message,
  type: toType(r.type),
  read: r.isRead,
  timestamp: r.createdAt.toISOString(),
  actionUrl: r.actionUrl ?? null,
});

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
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      unread: sql<number>`${unreadCount.n}`.mapWith(Number),
      note: { id: newest.id, title: newest.title, message: newest.message, type: newest.type, isRead: newest.isRead, createdAt: newest.createdAt, actionUrl: newest.actionUrl },
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
export const notificationListSession = sessionQuery((db, idHash, req) => {
  const query = ZNotificationListQuery.safeParse(req.query);
  return listStatement(db).execute({ idHash, limit: query.success ? query.data.limit : NOTIFICATION_LIST_LIMIT_DEFAULT });
});
type ListRow = Awaited<ReturnType<ReturnType<typeof listStatement>['execute']>>[number];

export function toNotificationList(rows: readonly ListRow[]): TNotificationListResponse {
  return {
    notifications: rows.flatMap((r) => (r.note ? [toNotification(r.note)] : [])),
    unread_count: rows[0]?.unread ?? 0,
  };
}

/** Owner only: another user's id answers like an unknown one (404), so ids cannot be probed. */
const ownRow = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** Unread → read; idempotent (an already read one stays read and answers 200). */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db.update(notifications).set({ isRead: true }).where(ownRow(userId, id)).returning({ id: notifications.id });
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
