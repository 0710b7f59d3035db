import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAppeal, TComplaint } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { OWN_PER_PAGE, useOwnAppeals, useOwnComplaints } from '../api/appeals';
import { AppealStatusBadge, ComplaintStatusBadge } from './appeal-status-badge';

/** The page of an appeal's subject, where its panel shows it in full. */
export function subjectPath(appeal: Pick<TAppeal, 'subject_type' | 'subject_id'>): string {
  if (appeal.subject_type === 'application') return `/applications/${appeal.subject_id}`;
  if (appeal.subject_type === 'certificate') return `/certificates/view/${appeal.subject_id}`;
  return '/document-registration';
}

function Row({
  title,
  badge,
  due,
  answer,
  answeredAt,
}: {
  title: ReactNode;
  badge: ReactNode;
  due: string;
  answer: string | null;
  answeredAt: string | null;
}) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-slate-100">{title}</span>
        {badge}
      </div>
      {answer ? (
        <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{t('company.answer')}:</span> {answer}{' '}
          <span className="text-xs text-slate-600 dark:text-slate-400">
            ({t('company.answeredOn', { date: formatDateTime(answeredAt, locale) })})
          </span>
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          {t('own.answerBy', { date: formatBusinessDate(due, locale) })}
        </p>
      )}
    </li>
  );
}

function ListState({
  isPending,
  isError,
  onRetry,
  empty,
  emptyText,
}: {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation('appeals');
  if (isPending) return <Skeleton className="h-12 w-full" />;
  if (isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm">
        <span>{t('admin.loadError')}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (empty) return <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return null;
}

/**
 * "Banding & Keluhan" on the company's dashboard (docs/business-rules.md#complaints-and-appeals):
 * its appeals and complaints, newest first, each with its badge and either the date by which the
 * body answers or the answer. No menu entry of its own (docs/business-rules.md#menus).
 */
export function OwnAppealsCard() {
  const { t } = useTranslation('appeals');
  const [appealPage, setAppealPage] = useState(1);
  const [complaintPage, setComplaintPage] = useState(1);
  const appeals = useOwnAppeals(appealPage);
  const complaints = useOwnComplaints(complaintPage);
  const a = appeals.data;
  const c = complaints.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('own.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('own.description')}</p>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="own-appeals" className="min-w-0">
          <h3 id="own-appeals" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('own.appeals')}
          </h3>
          <ListState
            isPending={appeals.isPending}
            isError={appeals.isError && !a}
            onRetry={() => void appeals.refetch()}
            empty={a?.items.length === 0}
            emptyText={t('own.appealsEmpty')}
          />
          {a?.items.length ? (
            <>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {a.items.map((item) => (
                  <Row
                    key={item.uuid}
                    title={
                      <Link to={subjectPath(item)} className="text-brand-700 hover:underline dark:text-sky-300">
                        {t(`subject.${item.subject_type}`)}: {item.subject_label}
                      </Link>
                    }
                    badge={<AppealStatusBadge status={item.status} />}
                    due={item.answer_by}
                    answer={item.decision_reason}
                    answeredAt={item.decided_at}
                  />
                ))}
              </ul>
              {a.total > OWN_PER_PAGE ? (
                <Pagination page={appealPage} perPage={OWN_PER_PAGE} total={a.total} onPageChange={setAppealPage} />
              ) : null}
            </>
          ) : null}
        </section>
        <section aria-labelledby="own-complaints" className="min-w-0">
          <h3 id="own-complaints" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('own.complaints')}
          </h3>
          <ListState
            isPending={complaints.isPending}
            isError={complaints.isError && !c}
            onRetry={() => void complaints.refetch()}
            empty={c?.items.length === 0}
            emptyText={t('own.complaintsEmpty')}
          />
          {c?.items.length ? (
            <>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {c.items.map((item: TComplaint) => (
                  <Row
                    key={item.uuid}
                    title={item.subject}
                    badge={<ComplaintStatusBadge status={item.status} />}
                    due={item.answer_by}
                    answer={item.answer}
                    answeredAt={item.answered_at}
                  />
                ))}
              </ul>
              {c.total > OWN_PER_PAGE ? (
                <Pagination
                  page={complaintPage}
                  perPage={OWN_PER_PAGE}
                  total={c.total}
                  onPageChange={setComplaintPage}
                />
              ) : null}
            </>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
