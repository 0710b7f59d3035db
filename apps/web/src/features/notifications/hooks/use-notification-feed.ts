import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationType } from '@portal/contract';
import { toast, type ToastVariant } from '@/components/ui/toast';
import { useSession } from '@/features/session';
import { useLocale } from '@/lib/locale';
import { isAuthError, notificationsQueryKey, useNotifications } from '../api/get-notifications';

/** The toast of a new notification: destructive for error, success for success, else default. */
const TOAST_VARIANT: Record<TNotificationType, ToastVariant> = {
  error: 'destructive',
  success: 'success',
  warning: 'default',
  info: 'default',
};

/** Ids are serial, so anything above the highest id already seen has newly appeared. */
const maxId = (list: TNotification[]) => list.reduce((m, n) => Math.max(m, n.id), 0);

/**
 * The polled list plus its feedback (docs/business-rules.md#ui-constants): a failed load toasts 'Gagal memuat notifikasi.'
 * unless it is a 401/403; after the first successful load each newly appearing notification
 * raises a toast. Used once, by the bell, so toasts are not doubled.
 *
 * A newly appearing notification about the reader's own account or company status
 * (`refresh_profile`) reloads the profile at once, and every cached answer with it, so menus
 * unlock or lock and status pages update without a page reload (docs/business-rules.md#notifications).
 * The list is asked for in the chosen language and asked again when it changes.
 */
export function useNotificationFeed() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const { data, error, errorUpdateCount } = query;
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const { language } = useLocale();

  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }, [language, queryClient]);

  const seenErrors = useRef(errorUpdateCount);
  useEffect(() => {
    if (errorUpdateCount === seenErrors.current) return;
    seenErrors.current = errorUpdateCount;
    if (error && !isAuthError(error)) toast({ title: t('loadError'), variant: 'destructive' });
  }, [errorUpdateCount, error, t]);

  const highestSeen = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const top = maxId(data.notifications);
    const previous = highestSeen.current;
    highestSeen.current = Math.max(previous ?? 0, top);
    if (previous === null) return; // the first load never toasts
    const fresh = data.notifications.filter((n) => n.id > previous).sort((a, b) => a.id - b.id);
    for (const n of fresh) toast({ title: n.title, description: n.message, variant: TOAST_VARIANT[n.type] });
    if (fresh.some((n) => n.refresh_profile)) {
      void refresh().catch(() => undefined);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== notificationsQueryKey[0] });
    }
  }, [data, refresh, queryClient]);

  return query;
}
