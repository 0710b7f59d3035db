import { queryOptions, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { NOTIFICATION_POLL_MS, QUERY_RETRY } from '@portal/contract/constants';
import { ApiError, apiGet } from '@/lib/api-client';
import { toSupportedLanguage } from '@/lib/locale';

export const notificationsQueryKey = ['notifications', 'list'] as const;

/**
 * Marks the feature's queries and mutations as reporting their own failures (polling errors have
 * their own toast, 401/403 stay silent, action failures are only logged), so a
 * global error toast must skip them.
 */
export const NOTIFICATIONS_META = { silent: true } as const;

/** The server renders each notification in the language asked for (docs/business-rules.md#notifications). */
export const notificationLanguage = () => toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);

export const getNotifications = (signal?: AbortSignal) =>
  apiGet('notifications/list.php', {
    signal,
    noCache: true,
    // Polled every 30 s: an unchanged list comes back as a bodiless 304 (docs/business-rules.md#polled-calls).
    revalidate: true,
    headers: { 'Accept-Language': notificationLanguage() },
  });

/** A 401 or 403 (session ended, or not allowed) stops polling silently (docs/business-rules.md#ui-constants). */
export const isAuthError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Polled on load and every 30 s until the server answers 401/403. */
export const notificationsPollInterval = (error: unknown): number | false =>
  isAuthError(error) ? false : NOTIFICATION_POLL_MS;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: (query) => notificationsPollInterval(query.state.error),
    // Retrying a 401/403 cannot succeed; other failures retry once like every query.
    retry: (failureCount, error) => !isAuthError(error) && failureCount < QUERY_RETRY,
    meta: NOTIFICATIONS_META,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
