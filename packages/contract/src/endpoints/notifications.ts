import {
  ZDeleteNotificationRequest,
  ZDeleteNotificationResponse,
  ZMarkAllReadRequest,
  ZMarkAllReadResponse,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZNotificationListQuery,
  ZNotificationListResponse,
} from '../notifications/schemas';
import { endpoint } from './define';

/** The endpoints the server's `notifications` module answers (docs/api.md). */
export const NOTIFICATIONS_ENDPOINTS = {
  'notifications/list.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'notifications',
    summary: "The signed-in user's notifications",
    takes: '`limit` (1–100, default 50); `Accept-Language` (`id` default, `en`)',
    answers:
      "`{ notifications: [{ id, kind, title, message, type, read, timestamp, actionUrl, refresh_profile }], unread_count }`; title and message rendered in the reader's language; `Vary: Accept-Language`; an `ETag`, and 304 with no body to a matching `If-None-Match`",
    query: ZNotificationListQuery,
    response: ZNotificationListResponse,
    etag: true,
  }),
  'notifications/mark-read.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'notifications',
    summary: 'Mark one notification read',
    who: 'owner',
    takes: '`notificationId` (integer)',
    answers: '`{ id, read: true }`',
    body: ZMarkReadRequest,
    response: ZMarkReadResponse,
    errors: ['NOT_FOUND'],
  }),
  'notifications/mark-all-read.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'notifications',
    summary: 'Mark every notification read',
    answers: '`{ updated }` (how many changed)',
    body: ZMarkAllReadRequest,
    response: ZMarkAllReadResponse,
  }),
  'notifications/delete.php': endpoint({
    method: 'DELETE',
    access: 'user',
    section: 'notifications',
    summary: 'Delete a notification',
    who: 'owner',
    takes: '`notificationId` (JSON body)',
    answers: '`{ id }`',
    body: ZDeleteNotificationRequest,
    response: ZDeleteNotificationResponse,
    errors: ['NOT_FOUND'],
  }),
} as const;
