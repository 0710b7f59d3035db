import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import { apiDelete } from '@/lib/api-client';
import { NOTIFICATIONS_META } from './get-notifications';
import {
  invalidateNotifications,
  logActionFailure,
  patchNotificationsCache,
  restoreNotificationsCache,
  unreadAfterRemoving,
} from './notifications-cache';

/** SPEC §7: DELETE with notificationId (and the CSRF token) in the JSON body. */
export const deleteNotification = (notificationId: number) => apiDelete<unknown>(API.notificationsDelete, { notificationId });

/** SPEC §4: deleted notifications are removed from the list at once. */
export function useDeleteNotification() {
  const qc = useQueryClient();
  const log = logActionFailure('delete');
  return useMutation({
    mutationFn: deleteNotification,
    meta: NOTIFICATIONS_META,
    onMutate: (id) =>
      patchNotificationsCache(qc, (data) => ({
        notifications: data.notifications.filter((n) => n.id !== id),
        unread_count: unreadAfterRemoving(
          data,
          data.notifications.find((n) => n.id === id),
        ),
      })),
    onError: (error, _id, snapshot) => {
      restoreNotificationsCache(qc, snapshot);
      log(error);
    },
    onSettled: () => invalidateNotifications(qc),
  });
}
