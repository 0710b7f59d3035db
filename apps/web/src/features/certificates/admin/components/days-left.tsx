import { useTranslation } from 'react-i18next';
import { CERTIFICATE_EXPIRING_SOON_DAYS, CERTIFICATE_STATUS } from '@portal/contract/constants';
import { cn } from '@/components/ui/cn';

/**
 * Days left to the last valid day, in words ("12 hari lagi", "hari terakhir", "lewat 3 hari"):
 * amber once an active certificate is within CERTIFICATE_EXPIRING_SOON_DAYS, red when past.
 * A revoked or superseded certificate has no countdown.
 */
export function DaysLeft({ days, status }: { days: number; status: string }) {
  const { t } = useTranslation('adminCertificates');
  if (status === CERTIFICATE_STATUS.REVOKED || status === CERTIFICATE_STATUS.SUPERSEDED) return null;
  const tone =
    days < 0
      ? 'text-red-700 dark:text-red-300'
      : days <= CERTIFICATE_EXPIRING_SOON_DAYS
        ? 'text-amber-700 dark:text-amber-300'
        : 'text-slate-600 dark:text-slate-400';
  const text =
    days < 0
      ? t('daysLeft.past', { count: -days })
      : days === 0
        ? t('daysLeft.lastDay')
        : t('daysLeft.left', { count: days });
  return <span className={cn('block text-xs', tone)}>{text}</span>;
}
