import { AlertTriangle, Award } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALIFICATION_LABELS } from '@portal/contract/constants';
import type { TCertificateListResponse, TCertificateSummary } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatBusinessDate } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useCertificates } from '../api/certificates';
import { CertificateActions } from '../components/certificate-actions';
import { DaysLeft } from '../components/days-left';

function Summary({ summary }: { summary: TCertificateListResponse['summary'] }) {
  const { t } = useTranslation('certificates');
  const statusT = useTranslation('status').t;
  const tiles = [
    { key: 'active', value: summary.active_certificates, className: 'text-emerald-700 dark:text-emerald-300' },
    {
      key: 'expiringSoon',
      value: summary.expiring_soon,
      className: summary.expiring_soon > 0 ? 'text-amber-700 dark:text-amber-300' : undefined,
    },
    {
      key: 'expired',
      value: summary.expired,
      className: summary.expired > 0 ? 'text-red-700 dark:text-red-300' : undefined,
    },
  ];
  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map((s) => (
          <div
            key={s.key}
            className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs text-slate-600 sm:text-sm dark:text-slate-400">
              {s.key === 'expired' ? statusT('badge.expired') : t(`summary.${s.key}`)}
            </dt>
            <dd
              className={cn('mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-slate-100', s.className)}
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Sertifikat: the company's certificates, their validity and days left, and the renewal while its window is open (docs/business-rules.md#certificates). */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const { language, locale } = useLocale();
  const list = useCertificates();
  const validity = (c: TCertificateSummary) =>
    t('list.validity', {
      from: formatBusinessDate(c.issued_on, locale),
      to: formatBusinessDate(c.valid_until, locale),
    });
  const number = (c: TCertificateSummary) => (
    <span className="flex flex-col gap-0.5">
      <Link
        to={`/certificates/view/${c.certificate_uuid}`}
        className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline dark:text-sky-300"
      >
        {c.number}
      </Link>
      {c.revision > 1 ? (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          {t('list.revision', { n: c.revision })}
        </span>
      ) : null}
      {c.superseded_by ? (
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
          {t('list.supersededBy')}{' '}
          <Link
            to={`/certificates/view/${c.superseded_by.certificate_uuid}`}
            className="font-mono whitespace-nowrap hover:underline"
          >
            {c.superseded_by.number}
          </Link>
        </span>
      ) : null}
    </span>
  );
  const scope = (c: TCertificateSummary) => (
    <span className="flex flex-col">
      <span>{QUALIFICATION_LABELS[c.qualification][language]}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {t('list.subBidangCount', { count: c.sub_bidang_count })}
      </span>
    </span>
  );
  const columns: TDataTableColumn<TCertificateSummary>[] = [
    { id: 'number', header: t('list.columns.number'), isRowHeader: true, cell: number },
    { id: 'scope', header: t('list.columns.qualification'), cell: scope },
    {
      id: 'validity',
      header: t('list.columns.validity'),
      cell: (c) => (
        <span className="flex flex-col gap-0.5">
          <span className="whitespace-nowrap">{validity(c)}</span>
          <DaysLeft status={c.status} daysLeft={c.days_left} />
        </span>
      ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      cell: (c) => <StatusBadge status={c.status} supersededKind={c.superseded_kind} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.columns.actions')}</span>,
      className: 'w-px whitespace-nowrap',
      cell: (c) => <CertificateActions c={c} />,
    },
  ];

  let body;
  if (list.isPending)
    body = (
      <div className="space-y-3" role="status" aria-label={t('list.loading')}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  else if (list.isError)
    body = (
      <EmptyState
        icon={AlertTriangle}
        title={t('list.errorTitle')}
        description={t('list.errorDescription')}
        action={
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  else if (list.data.items.length === 0)
    body = (
      <EmptyState
        icon={Award}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
        action={
          <Link to="/applications" className={buttonClasses('outline', 'sm')}>
            {t('list.toApplications')}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <Summary summary={list.data.summary} />
        {/* Phones: one card per certificate, number and status first. */}
        <ul className="space-y-3 md:hidden" aria-label={t('list.caption')}>
          {list.data.items.map((c) => (
            <li
              key={c.certificate_uuid}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex items-start justify-between gap-3">
                {number(c)}
                <StatusBadge status={c.status} supersededKind={c.superseded_kind} />
              </div>
              <div className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
                <p>
                  {QUALIFICATION_LABELS[c.qualification][language]} ·{' '}
                  {t('list.subBidangCount', { count: c.sub_bidang_count })}
                </p>
                <p>{validity(c)}</p>
                <DaysLeft status={c.status} daysLeft={c.days_left} />
              </div>
              <div className="mt-3">
                <CertificateActions c={c} />
              </div>
            </li>
          ))}
        </ul>
        <DataTable
          className="hidden md:block"
          columns={columns}
          rows={list.data.items}
          getRowKey={(c) => c.certificate_uuid}
          caption={t('list.caption')}
        />
      </>
    );

  return (
    <div className="space-y-4">
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {body}
    </div>
  );
}
