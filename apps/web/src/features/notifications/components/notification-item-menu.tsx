import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, EllipsisVertical, ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contract';

interface Props {
  notification: TNotification;
  onViewDetail: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/**
 * Item menu: 'Lihat Detail' only with an action URL, 'Tandai Dibaca' only while unread,
 * 'Hapus' always. Items a user cannot use are not rendered.
 */
export function NotificationItemMenu({ notification, onViewDetail, onMarkRead, onDelete }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('menu.label', { title: notification.title })}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-slate-400 dark:hover:bg-slate-800"
      >
        <EllipsisVertical aria-hidden="true" className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-[60] min-w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {notification.actionUrl ? (
            <DropdownMenu.Item className={itemClass} onSelect={onViewDetail}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t('menu.viewDetail')}
            </DropdownMenu.Item>
          ) : null}
          {!notification.read ? (
            <DropdownMenu.Item className={itemClass} onSelect={onMarkRead}>
              <Check aria-hidden="true" className="h-4 w-4" />
              {t('menu.markRead')}
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={`${itemClass} text-red-600 dark:text-red-400`} onSelect={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('menu.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
