import type { ReactNode } from 'react';
import { BellOff, CheckCheck, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotification, TNotificationListResponse } from '@portal/contract';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { resolveActionLink } from '../lib/resolve-action-link';
import { NotificationItem } from './notification-item';

interface Props {
  /** The heading, rendered by the container (Dialog.Title in the sheet, a heading in the popover). */
  title: ReactNode;
  /** e.g. the sheet's close button. */
  headerExtra?: ReactNode;
  data: TNotificationListResponse | undefined;
  isPending: boolean;
  /** Called before an in-app navigation so the container can close. */
  onNavigate: () => void;
}

/** The panel body shared by the side sheet and the popover. */
export function NotificationPanel({ title, headerExtra, data, isPending, onNavigate }: Props) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const unread = data?.unread_count ?? 0;

  const viewDetail = (n: TNotification) => {
    // Opening a notification (the item itself, or 'Lihat Detail') marks it read.
    if (!n.read) markRead.mutate(n.id);
    const link = resolveActionLink(n.actionUrl, window.location.origin);
    if (!link) return;
    if (link.kind === 'external') {
      window.open(link.url, '_blank', 'noopener,noreferrer');
      return;
    }
    onNavigate();
    void navigate(link.path);
  };

  let body: ReactNode;
  if (!data && isPending) {
    body = (
      <div
        role="status"
        className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-sm text-slate-500 dark:text-slate-400"
      >
        <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin" />
        {t('loading')}
      </div>
    );
  } else if (!data) {
    body = (
      <p className="flex flex-1 items-center justify-center p-6 text-sm text-red-600 dark:text-red-400">
        {t('loadError')}
      </p>
    );
  } else if (data.notifications.length === 0) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <BellOff aria-hidden="true" className="h-10 w-10 text-slate-300 dark:text-slate-600" />
        <p className="font-medium text-slate-800 dark:text-slate-100">{t('empty.title')}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('empty.description')}</p>
      </div>
    );
  } else {
    body = (
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('title')}>
        {data.notifications.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            onOpen={viewDetail}
            onViewDetail={viewDetail}
            onMarkRead={(x) => markRead.mutate(x.id)}
            onDelete={(x) => remove.mutate(x.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col text-slate-900 dark:text-slate-100">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <div className="flex-1">{title}</div>
        <button
          type="button"
          disabled={unread === 0}
          onClick={() => markAll.mutate()}
          className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent dark:text-emerald-400 dark:hover:bg-emerald-950"
        >
          <CheckCheck aria-hidden="true" className="h-4 w-4" />
          {t('markAllRead')}
        </button>
        {headerExtra}
      </div>
      {body}
    </div>
  );
}
