import { MessageSquareWarning, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/lib/locale';
import { useAppealQueueCounts } from '../api/stats';
import { KpiCard } from './kpi-card';

const QUEUE_URL = '/admin/appeals';

/**
 * Banding and Keluhan on the admin dashboard: each queue's open items and its SLA breaches (past
 * the answer-by date, ANSWER_WORKING_DAYS after submission), linking to Banding & Keluhan. The
 * open counts are the menu counts `appeals_waiting` and `complaints_waiting`.
 */
export function AppealTiles() {
  const { t } = useTranslation('adminDashboard');
  const { locale } = useLocale();
  const counts = useAppealQueueCounts();
  if (counts.isPending)
    return (
      <>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </>
    );
  // A failure leaves the tiles out: the rest of the dashboard still stands.
  if (!counts.data) return null;
  const n = (v: number) => v.toLocaleString(locale);
  const tile = (kind: 'appeals' | 'complaints', figures: { open: number; overdue: number }) => (
    <KpiCard
      icon={kind === 'appeals' ? Scale : MessageSquareWarning}
      title={t(`kpi.${kind}`)}
      figures={[
        { label: t('kpi.open'), value: n(figures.open), to: QUEUE_URL, testId: `kpi-${kind}-open` },
        {
          label: t('kpi.pastAnswerBy'),
          value: n(figures.overdue),
          to: QUEUE_URL,
          alert: figures.overdue > 0 ? t('kpi.needsAction') : undefined,
          testId: `kpi-${kind}-overdue`,
        },
      ]}
    />
  );
  return (
    <>
      {tile('appeals', counts.data.appeals)}
      {tile('complaints', counts.data.complaints)}
    </>
  );
}
