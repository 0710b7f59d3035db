import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';
import { NOTIFICATIONS_META } from './get-notifications';
import {
  invalidateNotifications,
  logActionFailure,
  patchNotificationsCache,
  restoreNotificationsCache,
  unreadAfterRemoving,
} from './notifications-cache';

export const markNotificationRead = (notificationId: number) => apiPost<unknown>(API.notificationsMarkRead, { notificationId });

/** SPEC §4: unread → read; the list is updated at once and refetched afterwards. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  const log = logActionFailure('mark-read');
  return useMutation({
    mutationFn: markNotificationRead,
    meta: NOTIFICATIONS_META,
    onMutate: (id) =>
      patchNotificationsCache(qc, (data) => ({
        notifications: data.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
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
