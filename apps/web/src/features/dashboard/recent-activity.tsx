import { Award, Building2, ClipboardList, History, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TActivityEntity, TActivityItem } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatRelative } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';

const ICONS: Record<TActivityEntity, typeof History> = {
  application: ClipboardList,
  invoice: Receipt,
  certificate: Award,
  company: Building2,
};

interface Props {
  items: readonly TActivityItem[] | undefined;
  loading: boolean;
  /** The moment relative times count from (tests pin it). */
  now?: Date;
}

/**
 * "Aktivitas Terbaru": the company's last events (docs/business-rules.md#dashboards), each with the
 * object it concerns (a link), the status reached or what happened, who acted (a staffer by name), and
 * when: relative and in Indonesian whatever the interface language (docs/business-rules.md#time), the WIB date and time in
 * the tooltip.
 */
export function RecentActivity({ items, loading, now }: Props) {
  const { t } = useTranslation('pages');
  const { locale } = useLocale();
  const wib = t('dashboard.activity.wib');
  let body;
  if (loading && !items) {
    body = (
      <div className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (!items || items.length === 0) {
    body = items ? (
      <EmptyState icon={History} title={t('dashboard.noActivity')} description={t('dashboard.noActivityDescription')} />
    ) : null;
  } else {
    body = (
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
        {items.map((a, i) => {
          const Icon = ICONS[a.entity];
          const event = a.kind.slice(a.entity.length + 1);
          const label = t(`dashboard.activity.entity.${a.entity}`, { reference: a.reference });
          return (
            <li key={`${a.at}-${a.kind}-${i}`} className="flex gap-3 p-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  {a.actionUrl ? (
                    <Link
                      to={a.actionUrl}
                      className="font-medium break-all text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-sky-300"
                    >
                      {label}
                    </Link>
                  ) : (
                    <span className="font-medium break-all text-slate-900 dark:text-slate-100">{label}</span>
                  )}
                  {a.to_status ? (
                    <StatusBadge status={a.to_status} />
                  ) : (
                    <span className="text-slate-700 dark:text-slate-300">
                      {t(`dashboard.activity.events.${a.entity}.${event}`, {
                        defaultValue: t('dashboard.activity.events.other'),
                      })}
                    </span>
                  )}
                </div>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {a.actor === 'company' && a.actor_name
                    ? t('dashboard.activity.actor.named', { name: a.actor_name })
                    : t(`dashboard.activity.actor.${a.actor}`)}{' '}
                  ·{' '}
                  <time dateTime={a.at} title={`${formatDateTime(a.at, locale)} ${wib}`}>
                    {/* Indonesian in every language (SPEC §1), as the notification panel. */}
                    {formatRelative(a.at, now)}
                  </time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <section aria-labelledby="activity-heading" className="space-y-3">
      <h2 id="activity-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('dashboard.recentActivity')}
      </h2>
      {body}
    </section>
  );
}
