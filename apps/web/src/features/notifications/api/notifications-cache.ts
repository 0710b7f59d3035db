import type { QueryClient } from '@tanstack/react-query';
import type { TNotificationListResponse } from '@portal/contract';
import { notificationsQueryKey } from './get-notifications';

export interface TCacheSnapshot {
  previous?: TNotificationListResponse;
}

/** Optimistic update of the cached list; returns the snapshot to restore on failure. */
export async function patchNotificationsCache(
  qc: QueryClient,
  update: (data: TNotificationListResponse) => TNotificationListResponse,
): Promise<TCacheSnapshot> {
  await qc.cancelQueries({ queryKey: notificationsQueryKey });
  const previous = qc.getQueryData<TNotificationListResponse>(notificationsQueryKey);
  if (previous) qc.setQueryData(notificationsQueryKey, update(previous));
  return { previous };
}

export function restoreNotificationsCache(qc: QueryClient, snapshot: TCacheSnapshot | undefined): void {
  if (snapshot?.previous) qc.setQueryData(notificationsQueryKey, snapshot.previous);
}

export const invalidateNotifications = (qc: QueryClient) => qc.invalidateQueries({ queryKey: notificationsQueryKey });

/** The unread count drops by one when notification `id` was unread (it is counted on the server). */
export function unreadAfterRemoving(data: TNotificationListResponse, id: number): number {
  const target = data.notifications.find((n) => n.id === id);
  return target && !target.read ? Math.max(0, data.unread_count - 1) : data.unread_count;
}

/** Notification action failures are only logged, with no user message. */
export const logActionFailure = (action: string) => (error: unknown) => {
  console.error(`[notifications] ${action} failed`, error);
};
