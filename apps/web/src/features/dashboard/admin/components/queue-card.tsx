import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, ArrowRight, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TQueueStats } from '@portal/contract';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ageText } from '../lib/age';

interface Props {
  id: string;
  icon: LucideIcon;
  title: string;
  queue: TQueueStats;
  /** A queue with no single filter (application review) links each of its parts instead of its total. */
  parts?: { label: string; count: number; list_url: string }[];
}

const linkClass =
  'rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * One queue: how many wait (linked to the filtered list), the oldest item's wait, the SLA and how
 * many are over it. Over the SLA the card turns red AND says so with an icon and a sentence
 * (docs/business-rules.md#dashboards, docs/decisions/088).
 */
export function QueueCard({ id, icon: Icon, title, queue, parts }: Props) {
  const { t, i18n } = useTranslation('adminDashboard');
  const over = queue.over_sla > 0;
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-US' : 'id-ID');
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid={`queue-${id}`}
      data-over-sla={over ? 'true' : 'false'}
      className={cn(over && 'border-red-300 ring-1 ring-red-300 dark:border-red-800 dark:ring-red-800')}
    >
      <CardContent className="space-y-3 pt-5">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              over
                ? 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300'
                : 'bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h3>
        </div>

        {parts ? (
          <div>
            <p className="text-3xl font-semibold text-slate-900 dark:text-slate-100" data-testid="queue-count">
              {n(queue.count)}
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {parts.map((p) => (
                <li key={p.list_url}>
                  <Link
                    to={p.list_url}
                    className={cn(linkClass, 'text-brand-700 dark:text-brand-100')}
                    data-testid="queue-part-link"
                  >
                    {t('queues.part', { label: p.label, count: p.count, formatted: n(p.count) })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Link
            to={queue.list_url}
            className={cn(linkClass, 'block text-slate-900 dark:text-slate-100')}
            data-testid="queue-link"
          >
            <span className="text-3xl font-semibold" data-testid="queue-count">
              {n(queue.count)}
            </span>
            <span className="ml-2 inline-flex items-center gap-1 text-sm text-brand-700 dark:text-brand-100">
              {t('queues.waitingLink', { count: queue.count })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
          </Link>
        )}

        <dl className="space-y-1 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600 dark:text-slate-400">{t('queues.oldest')}</dt>
            <dd
              className={cn(
                'font-medium',
                queue.oldest_age?.overdue ? 'text-red-700 dark:text-red-300' : 'text-slate-900 dark:text-slate-100',
              )}
              data-testid="queue-oldest"
            >
              {queue.oldest_age ? ageText(queue.oldest_age, t) : t('queues.none')}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600 dark:text-slate-400">{t('queues.sla')}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">
              {t('queues.slaDays', { count: queue.sla_working_days })}
            </dd>
          </div>
        </dl>

        {over ? (
          <p
            className="flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200"
            data-testid="over-sla"
          >
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {t('queues.overSla', { count: queue.over_sla })}
          </p>
        ) : (
          <p className="flex items-center gap-2 py-2 text-sm text-emerald-800 dark:text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {queue.count === 0 ? t('queues.empty') : t('queues.withinSla')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
