import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../statuses';

/** SPEC §3 notification: id, title, message, type, read, timestamp, actionUrl (optional). */
export const ZNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  timestamp: z.string(),
  actionUrl: z.string().nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZNotificationListResponse = z.object({
  notifications: z.array(ZNotification),
  unread_count: z.number().int(),
});
export type TNotificationListResponse = z.infer<typeof ZNotificationListResponse>;

const zId = z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
export const ZMarkReadRequest = z.object({ notificationId: zId, csrf_token: z.string().max(200).optional() }).strict();
export const ZMarkAllReadRequest = z.object({ csrf_token: z.string().max(200).optional() }).strict();
export const ZDeleteNotificationRequest = ZMarkReadRequest;
