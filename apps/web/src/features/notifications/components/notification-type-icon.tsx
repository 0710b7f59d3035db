import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { TNotificationType } from '@portal/contract';

const ICONS: Record<TNotificationType, { icon: LucideIcon; className: string }> = {
  success: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  warning: { icon: TriangleAlert, className: 'text-amber-500 dark:text-amber-400' },
  error: { icon: CircleX, className: 'text-red-600 dark:text-red-400' },
  info: { icon: Info, className: 'text-sky-600 dark:text-sky-400' },
};

/** Type → icon; an unknown type shows as info (docs/business-rules.md#notifications). */
export function NotificationTypeIcon({ type }: { type: TNotificationType }) {
  const { t } = useTranslation('notifications');
  const { icon: Icon, className } = ICONS[type] ?? ICONS.info;
  return (
    <span
      role="img"
      aria-label={t(`type.${type in ICONS ? type : 'info'}`)}
      data-type={type}
      className="mt-0.5 shrink-0"
    >
      <Icon aria-hidden="true" className={clsx('h-5 w-5', className)} />
    </span>
  );
}
