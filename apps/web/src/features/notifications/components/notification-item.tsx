import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contract';
import { formatRelative } from '@/lib/format-date';
import { NotificationItemMenu } from './notification-item-menu';
import { NotificationTypeIcon } from './notification-type-icon';

interface Props {
  notification: TNotification;
  onViewDetail: (n: TNotification) => void;
  onMarkRead: (n: TNotification) => void;
  onDelete: (n: TNotification) => void;
}

/** One notification: type icon, title, message, relative time (Indonesian, docs/business-rules.md#time), unread dot, menu. */
export function NotificationItem({ notification: n, onViewDetail, onMarkRead, onDelete }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <li
      data-testid="notification-item"
      data-read={n.read}
      className={clsx(
        'flex gap-3 border-b border-slate-100 px-4 py-3 last:border-b-0 dark:border-slate-800',
        !n.read && 'bg-emerald-50/60 dark:bg-emerald-950/30',
      )}
    >
      <NotificationTypeIcon type={n.type} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <p className={clsx('flex-1 text-sm text-slate-900 dark:text-slate-100', !n.read && 'font-semibold')}>{n.title}</p>
          {!n.read && (
            <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-600 dark:bg-emerald-400" data-testid="unread-dot">
              <span className="sr-only">{t('unread')}</span>
            </span>
          )}
        </div>
        <p className="mt-0.5 break-words text-sm text-slate-600 dark:text-slate-300">{n.message}</p>
        <time dateTime={n.timestamp} className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
          {formatRelative(n.timestamp)}
        </time>
      </div>
      <NotificationItemMenu
        notification={n}
        onViewDetail={() => onViewDetail(n)}
        onMarkRead={() => onMarkRead(n)}
        onDelete={() => onDelete(n)}
      />
    </li>
  );
}
