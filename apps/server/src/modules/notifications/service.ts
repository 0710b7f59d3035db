import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPE_DEFAULT, NOTIFICATION_TYPES, type TNotification, type TNotificationListResponse, type TNotificationType } from '@portal/contract';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
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

type Row = typeof notifications.$inferSelect;

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
 * The caller's newest notifications (index notifications_user_created_idx), each row carrying the
 * caller's unread count: one prepared statement, the count an uncorrelated subquery that runs
 * once. No row means no notification at all, so no unread one either.
 */
const listStatement = preparedOnce((db) => {
  const unread = alias(notifications, 'unread');
  const unreadCount = db
    .select({ n: count() })
    .from(unread)
    .where(and(eq(unread.userId, sql.placeholder('userId')), eq(unread.isRead, false)));
  return db
    .select({ row: notifications, unread: sql<number>`(${unreadCount})`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_list');
});

/** GET notifications/list.php, polled every 30 s by every open tab (docs/decisions/025). */
export async function listNotifications(db: Db, userId: number, limit: number): Promise<TNotificationListResponse> {
  const rows = await listStatement(db).execute({ userId, limit });
  return { notifications: rows.map((r) => toNotification(r.row)), unread_count: rows[0]?.unread ?? 0 };
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
