import type { ComponentPropsWithRef } from 'react';
import { Bell } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '../lib/format-badge-count';

type BellButtonProps = ComponentPropsWithRef<'button'> & { unreadCount: number };

/** The header bell with its unread badge; props and ref come from the Radix trigger. */
export function BellButton({ unreadCount, className, ...props }: BellButtonProps) {
  const { t } = useTranslation('notifications');
  const badge = formatBadgeCount(unreadCount);
  return (
    <button
      type="button"
      // The name holds the badge as shown ("9+" above 9), so what is seen is what is read out.
      aria-label={badge ? t('bell.labelUnread', { badge }) : t('bell.label')}
      {...props}
      className={clsx(
        'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800',
        className,
      )}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white dark:ring-slate-900"
        >
          {badge}
        </span>
      )}
    </button>
  );
}
