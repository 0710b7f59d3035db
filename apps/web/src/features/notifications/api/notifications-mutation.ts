import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotificationListResponse } from '@portal/contract';
import { NOTIFICATIONS_META } from './get-notifications';
import {
  invalidateNotifications,
  logActionFailure,
  patchNotificationsCache,
  restoreNotificationsCache,
} from './notifications-cache';

/**
 * The shape every notification action shares: the cached list is updated at once, restored
 * when the request fails (failures are only logged) and refetched afterwards.
 */
export function useNotificationsMutation<TVars = void>(
  action: string,
  mutationFn: (vars: TVars) => Promise<unknown>,
  update: (data: TNotificationListResponse, vars: TVars) => TNotificationListResponse,
) {
  const qc = useQueryClient();
  const log = logActionFailure(action);
  return useMutation({
    mutationFn,
    meta: NOTIFICATIONS_META,
    onMutate: (vars: TVars) => patchNotificationsCache(qc, (data) => update(data, vars)),
    onError: (error, _vars, snapshot) => {
      restoreNotificationsCache(qc, snapshot);
      log(error);
    },
    onSettled: () => invalidateNotifications(qc),
  });
}
