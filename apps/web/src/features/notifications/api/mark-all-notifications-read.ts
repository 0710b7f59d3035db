import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';
import { NOTIFICATIONS_META } from './get-notifications';
import { invalidateNotifications, logActionFailure, patchNotificationsCache, restoreNotificationsCache } from './notifications-cache';

export const markAllNotificationsRead = () => apiPost<unknown>(API.notificationsMarkAllRead);

/** SPEC §4: every unread notification of the user becomes read. */
export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  const log = logActionFailure('mark-all-read');
  return useMutation({
    mutationFn: markAllNotificationsRead,
    meta: NOTIFICATIONS_META,
    onMutate: () =>
      patchNotificationsCache(qc, (data) => ({
        notifications: data.notifications.map((n) => (n.read ? n : { ...n, read: true })),
        unread_count: 0,
      })),
    onError: (error, _vars, snapshot) => {
      restoreNotificationsCache(qc, snapshot);
      log(error);
    },
    onSettled: () => invalidateNotifications(qc),
  });
}
