import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contract';
import { formatRelative } from '@/lib/format-date';
import { NotificationItemMenu } from './notification-item-menu';
import { NotificationTypeIcon } from './notification-type-icon';

interface Props {
  notification: TNotification;
  /** The item itself was activated: mark it read and open its actionUrl. */
  onOpen: (n: TNotification) => void;
  onViewDetail: (n: TNotification) => void;
  onMarkRead: (n: TNotification) => void;
  onDelete: (n: TNotification) => void;
}

/**
 * One notification: type icon, title, message, relative time (Indonesian, docs/business-rules.md#time), unread dot.
 * The whole item is one button that marks it read and opens its actionUrl (docs/business-rules.md#notifications);
 * the ⋮ menu beside it keeps the other actions.
 */
export function NotificationItem({ notification: n, onOpen, onViewDetail, onMarkRead, onDelete }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <li
      data-testid="notification-item"
      data-read={n.read}
      className={clsx(
        'flex items-start gap-1 border-b border-slate-100 py-1 pr-3 pl-1 last:border-b-0 dark:border-slate-800',
        !n.read && 'bg-emerald-50/60 dark:bg-emerald-950/30',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(n)}
        data-testid="notification-open"
        className="flex min-w-0 flex-1 gap-3 rounded px-3 py-2 text-left hover:bg-slate-100/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:hover:bg-slate-800/60"
      >
        <NotificationTypeIcon type={n.type} />
        <span className="block min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span
              className={clsx('block flex-1 text-sm text-slate-900 dark:text-slate-100', !n.read && 'font-semibold')}
            >
              {n.title}
            </span>
            {!n.read && (
              <span
                className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-600 dark:bg-emerald-400"
                data-testid="unread-dot"
              >
                <span className="sr-only">{t('unread')}</span>
              </span>
            )}
          </span>
          <span className="mt-0.5 block break-words text-sm text-slate-600 dark:text-slate-300">{n.message}</span>
          <time dateTime={n.timestamp} className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
            {formatRelative(n.timestamp)}
          </time>
        </span>
      </button>
      <span className="pt-2">
        <NotificationItemMenu
          notification={n}
          onViewDetail={() => onViewDetail(n)}
          onMarkRead={() => onMarkRead(n)}
          onDelete={() => onDelete(n)}
        />
      </span>
    </li>
  );
}
