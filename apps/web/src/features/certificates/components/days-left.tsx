import { AlertTriangle, CalendarCheck, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TCertificateStatus } from '@portal/contract/constants';
import { cn } from '@/components/ui/cn';
import { daysLeftOf } from '../lib/validity';

const TONES = {
  ok: { className: 'text-emerald-800 dark:text-emerald-300', icon: CalendarCheck },
  warning: { className: 'font-medium text-amber-800 dark:text-amber-300', icon: AlertTriangle },
  danger: { className: 'font-medium text-red-700 dark:text-red-300', icon: CalendarX },
} as const;

/** "Berlaku 812 hari lagi", "Berakhir dalam 30 hari" (warning), "Kedaluwarsa 12 hari lalu"; nothing for a revoked or superseded certificate. */
export function DaysLeft({
  status,
  daysLeft,
  className,
}: {
  status: TCertificateStatus;
  daysLeft: number;
  className?: string;
}) {
  const { t } = useTranslation('certificates');
  const d = daysLeftOf(status, daysLeft);
  if (!d) return null;
  const { className: tone, icon: Icon } = TONES[d.tone];
  return (
    <span data-tone={d.tone} className={cn('inline-flex items-center gap-1 text-sm', tone, className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(d.key, { count: d.count })}
    </span>
  );
}
