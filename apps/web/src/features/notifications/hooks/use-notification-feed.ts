import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationType } from '@portal/contract';
import { toast, type ToastVariant } from '@/components/ui/toast';
import { isAuthError, useNotifications } from '../api/get-notifications';

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
 */
export function useNotificationFeed() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const { data, error, errorUpdateCount } = query;

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
  }, [data]);

  return query;
}
