import { z } from 'zod';
import { V } from '../common/fields';
import { NOTIFICATION_TYPES, type TNotificationType } from '../statuses';

/** The type: success, warning or error; anything else is info (docs/business-rules.md#notifications). */
export const NOTIFICATION_TYPE_DEFAULT = 'info' as const satisfies TNotificationType;

/** A notification as the web app shows it (docs/business-rules.md#notifications). */
export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  /** ISO 8601, UTC (dates stored UTC, shown in Asia/Jakarta). */
  timestamp: z.string(),
  /** A relative in-app path (docs/business-rules.md#relative-urls), or null. */
  actionUrl: z.string().nullable().optional(),
  /** The kind (notifications/kinds.ts); title and message are rendered from it in the reader's language. */
  kind: z.string(),
  /** About the reader's own account or company status: the web app reloads the profile at once. */
  refresh_profile: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATION_LIST_LIMIT_DEFAULT = 50;
export const NOTIFICATION_LIST_LIMIT_MAX = 100;

export const ZNotificationListQuery = z.object({
  limit: z.coerce
    .number({ error: V.integer })
    .int(V.integer)
    .min(1, V.invalid)
    .max(NOTIFICATION_LIST_LIMIT_MAX, V.invalid)
    .default(NOTIFICATION_LIST_LIMIT_DEFAULT),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotificationListResponse = z.object({
  notifications: z.array(ZNotification),
  unread_count: z.number().int(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

/**
 * A notification id: a JSON integer, or a string of digits (SPEC names no type, and the original
 * portal's client sends ids as strings; docs/business-rules.md#notifications). Capped at the serial
 * column's range so an oversized id is a 422, not a database error.
 */
const zNotificationId = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[0-9]{1,10}$/)
        .transform(Number),
    ],
    {
      error: (issue) => (issue.input === undefined ? V.required : V.invalid),
    },
  )
  .pipe(z.number().int(V.invalid).positive(V.invalid).max(2_147_483_647, V.invalid));
const zCsrf = z.string().max(200).optional();

export const ZMarkReadRequest = z.object({ notificationId: zNotificationId, csrf_token: zCsrf }).strict();
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;
export const ZMarkAllReadRequest = z.object({ csrf_token: zCsrf }).strict();
export type TMarkAllReadRequest = z.infer<typeof ZMarkAllReadRequest>;
export const ZDeleteNotificationRequest = ZMarkReadRequest;
export type TDeleteNotificationRequest = z.infer<typeof ZDeleteNotificationRequest>;

/** POST notifications/mark-read.php → the notification, now read. */
export const ZMarkReadResponse = z.object({ id: z.number().int(), read: z.literal(true) });
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;
/** POST notifications/mark-all-read.php → how many changed. */
export const ZMarkAllReadResponse = z.object({ updated: z.number().int() });
export type TMarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;
/** DELETE notifications/delete.php → the id removed. */
export const ZDeleteNotificationResponse = z.object({ id: z.number().int() });
export type TDeleteNotificationResponse = z.infer<typeof ZDeleteNotificationResponse>;
