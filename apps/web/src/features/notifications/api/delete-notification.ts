import { apiDelete } from '@/lib/api-client';
import { unreadAfterRemoving } from './notifications-cache';
import { useNotificationsMutation } from './notifications-mutation';

/** DELETE with notificationId (and the CSRF token) in the JSON body (docs/api.md#notifications). */
export const deleteNotification = (notificationId: number) => apiDelete('notifications/delete.php', { notificationId });

/** Deleted notifications are removed from the list at once. */
export function useDeleteNotification() {
  return useNotificationsMutation('delete', deleteNotification, (data, id: number) => ({
    notifications: data.notifications.filter((n) => n.id !== id),
    unread_count: unreadAfterRemoving(data, id),
  }));
}
