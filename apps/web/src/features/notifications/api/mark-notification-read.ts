import { apiPost } from '@/lib/api-client';
import { unreadAfterRemoving } from './notifications-cache';
import { useNotificationsMutation } from './notifications-mutation';

export const markNotificationRead = (notificationId: number) =>
  apiPost('notifications/mark-read.php', { notificationId });

/** Unread → read; the list is updated at once and refetched afterwards. */
export function useMarkNotificationRead() {
  return useNotificationsMutation('mark-read', markNotificationRead, (data, id: number) => ({
    notifications: data.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unread_count: unreadAfterRemoving(data, id),
  }));
}
