import { apiPost } from '@/lib/api-client';
import { useNotificationsMutation } from './notifications-mutation';

export const markAllNotificationsRead = () => apiPost('notifications/mark-all-read.php', {});

/** Every unread notification of the user becomes read. */
export function useMarkAllNotificationsRead() {
  return useNotificationsMutation('mark-all-read', markAllNotificationsRead, (data) => ({
    notifications: data.notifications.map((n) => (n.read ? n : { ...n, read: true })),
    unread_count: 0,
  }));
}
