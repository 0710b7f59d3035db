import { useState, type ReactNode } from 'react';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAppeal, TAppealSubjectType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useAppealOfSubject } from '../api/appeals';
import { AppealDialog } from './appeal-dialog';
import { AppealStatusBadge } from './appeal-status-badge';

interface Props {
  subjectType: TAppealSubjectType;
  /** The application's code_reg, the company's id, the certificate's uuid. */
  subjectId: string;
  subjectLabel: string;
  /** The subject is refused now (rejected, revoked): the panel shows its loading and error states. */
  refused: boolean;
  /**
   * Supporting files are uploads of category `other`: a verified company's, or a rejected
   * registration's while its appeal may be filed (docs/business-rules.md#complaints-and-appeals).
   */
  allowFiles?: boolean;
}

/** The appeal as filed: status, the date the body answers by, the answer once decided. */
function FiledAppeal({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  const decided = appeal.decided_at !== null;
  const items: [string, ReactNode][] = [
    [t('company.yourReason'), <span className="whitespace-pre-line">{appeal.reason}</span>],
  ];
  if (appeal.documents.length)
    items.push([t('company.files'), appeal.documents.map((d) => d.original_name).join(', ')]);
  if (decided)
    items.push([
      t('company.answer'),
      <span className="block space-y-1">
        <span className="block whitespace-pre-line">{appeal.decision_reason}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('company.answeredOn', { date: formatDateTime(appeal.decided_at, locale) })}
        </span>
      </span>,
    ]);
  return (
    <section aria-labelledby="appeal-heading">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle id="appeal-heading">{t('company.title')}</CardTitle>
          <AppealStatusBadge status={appeal.status} />
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className="text-slate-600 dark:text-slate-400">
            {t('company.filed', { date: formatDateTime(appeal.created_at, locale) })}
            {decided ? null : ` · ${t('company.answerBy', { date: formatBusinessDate(appeal.answer_by, locale) })}`}
          </p>
          <DetailList items={items} />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * An appeal on the page of its subject (docs/business-rules.md#complaints-and-appeals): while the
 * refusal can be appealed, "Ajukan banding" and the last day (the server's working-day calendar,
 * shown in words, Asia/Jakarta); once filed, the appeal's status, the date by which the body
 * answers, and the answer once decided (also after an upheld appeal reopened the subject).
 */
export function AppealPanel({ subjectType, subjectId, subjectLabel, refused, allowFiles = true }: Props) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  const query = useAppealOfSubject(subjectType, subjectId);
  const [open, setOpen] = useState(false);
  // A subject not refused shows an earlier appeal's answer, and nothing while that is read.
  if (query.isPending) return refused ? <Skeleton className="h-24 w-full" /> : null;
  if (query.isError && !refused) return null;
  if (query.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
        <span>{t('company.loadError')}</span>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('company.retry')}
        </Button>
      </div>
    );
  const { appeal, window } = query.data;
  return (
    <div className="space-y-4">
      {window?.open ? (
        <Callout tone="info" icon={Scale} role="status" title={t('company.openTitle')}>
          <p className="text-sm">{t('company.openText', { date: formatBusinessDate(window.deadline, locale) })}</p>
          <Button className="mt-2" onClick={() => setOpen(true)}>
            {t('company.button')}
          </Button>
        </Callout>
      ) : window ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('company.closed', { date: formatBusinessDate(window.deadline, locale) })}
        </p>
      ) : null}
      {appeal ? <FiledAppeal appeal={appeal} /> : null}
      {open ? (
        <AppealDialog
          subjectType={subjectType}
          subjectId={subjectId}
          subjectLabel={subjectLabel}
          allowFiles={allowFiles}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
