import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SHEET_MEDIA_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

const titleClass = 'text-base font-semibold text-slate-900 dark:text-slate-100';

/**
 * The header's notification bell: bell + unread badge, and the panel in a right-side
 * sheet up to 768px or a 400×500 popover above. Self-contained: it polls the list itself.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const isSheet = useMediaQuery(SHEET_MEDIA_QUERY);
  const [open, setOpen] = useState(false);
  const { data, isPending } = useNotificationFeed();
  const trigger = <BellButton unreadCount={data?.unread_count ?? 0} />;
  const close = () => setOpen(false);

  if (isSheet) {
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            data-testid="notification-sheet"
            className="fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-sm flex-col border-l border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          >
            <NotificationPanel
              title={<Dialog.Title className={titleClass}>{t('title')}</Dialog.Title>}
              headerExtra={
                <Dialog.Close
                  aria-label={t('close')}
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 dark:text-slate-400 dark:hover:bg-slate-800"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </Dialog.Close>
              }
              data={data}
              isPending={isPending}
              onNavigate={close}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('title')}
          data-testid="notification-popover"
          // A 400×500 popover (docs/business-rules.md#ui-constants); the list scrolls inside it.
          style={{ width: 400, height: 500 }}
          className="z-50 flex max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <NotificationPanel
            title={<h2 className={titleClass}>{t('title')}</h2>}
            data={data}
            isPending={isPending}
            onNavigate={close}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
