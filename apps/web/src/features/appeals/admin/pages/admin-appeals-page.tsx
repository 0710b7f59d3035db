import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminAppeal, TAdminComplaint } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { apiUrl } from '@/lib/api-client';
import { showErrorToast } from '@/lib/errors/show-error-toast';
import { useFileAccess } from '@/lib/file-access';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { AppealStatusBadge } from '../../components/appeal-status-badge';
import {
  QUEUE_PER_PAGE,
  useAdminAppeals,
  useAdminComplaints,
  useAnswerComplaint,
  useDecideAppeal,
  useStartAppealReview,
} from '../api/queue';

const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{children}</dd>
    </div>
  );
}

function Due({ date, overdue }: { date: string; overdue: boolean }) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  return (
    <p
      className={`text-sm ${overdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400'}`}
    >
      {t(overdue ? 'admin.overdue' : 'admin.answerBy', { date: formatDate(date, locale) })}
    </p>
  );
}

function QueueState({
  isLoading,
  isError,
  onRetry,
  empty,
}: {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: boolean;
}) {
  const { t } = useTranslation('appeals');
  if (isLoading) return <Skeleton className="h-32 w-full" />;
  if (isError)
    return (
      <div role="alert" className={`${card} flex items-center justify-between gap-3 text-sm`}>
        <span>{t('admin.loadError')}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (empty) return <EmptyState title={t('admin.empty')} />;
  return null;
}

function AppealCard({
  appeal,
  onDecide,
  onStartReview,
  starting,
}: {
  appeal: TAdminAppeal;
  onDecide: (d: 'uphold' | 'dismiss') => void;
  onStartReview: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  const files = useFileAccess();
  const deciders = appeal.appealed_decision.by.map((b) => b.name ?? t('admin.unknownAdmin')).join(', ');
  return (
    <li className={`${card} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">
            {t(`subject.${appeal.subject_type}`)}: <span className="font-mono">{appeal.subject_label}</span>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {appeal.company.name} · {t('admin.filed', { date: formatDateTime(appeal.created_at, locale) })}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <AppealStatusBadge status={appeal.status} />
          <Due date={appeal.answer_by} overdue={appeal.overdue} />
        </div>
      </div>
      <dl className="grid gap-3 md:grid-cols-2">
        <Field label={t('admin.decision')}>
          {t('admin.decisionBy', { names: deciders, date: formatDateTime(appeal.appealed_decision.at, locale) })}
          {appeal.appealed_decision.reason ? `\n${appeal.appealed_decision.reason}` : ''}
        </Field>
        <Field label={t('admin.reason')}>{appeal.reason}</Field>
        {appeal.documents.length ? (
          <Field label={t('admin.files')}>
            {/* Each file opens through the administrators' document view (docs/decisions/036). */}
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {appeal.documents.map((d) => (
                <button
                  key={d.uuid}
                  type="button"
                  className="font-medium break-all text-brand-700 underline dark:text-brand-100"
                  onClick={() =>
                    void files.accessFile({
                      url: apiUrl('admin/documents/get_document.php', { uuid: d.uuid }),
                      fallbackName: d.original_name,
                      mode: 'view',
                    })
                  }
                >
                  {d.original_name}
                </button>
              ))}
            </span>
          </Field>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {appeal.status === 'submitted' ? (
          <Button size="sm" variant="outline" onClick={onStartReview} disabled={starting}>
            {t('admin.startReview')}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => onDecide('uphold')}>
          {t('admin.uphold')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDecide('dismiss')}>
          {t('admin.dismiss')}
        </Button>
      </div>
    </li>
  );
}

function ComplaintCard({ complaint, onAnswer }: { complaint: TAdminComplaint; onAnswer: () => void }) {
  const { t } = useTranslation('appeals');
  const { locale } = useLocale();
  return (
    <li className={`${card} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">{complaint.subject}</h3>
          <p className="text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400">
            {complaint.name} · {complaint.email} ·{' '}
            {t('admin.filed', { date: formatDateTime(complaint.created_at, locale) })}
          </p>
        </div>
        <Due date={complaint.answer_by} overdue={complaint.overdue} />
      </div>
      <dl className="grid gap-3 md:grid-cols-2">
        <Field label={t('admin.message')}>{complaint.message}</Field>
        {complaint.certificate_number || complaint.code_reg ? (
          <Field label={t('admin.about')}>
            {[complaint.certificate_number, complaint.code_reg].filter(Boolean).join(', ')}
          </Field>
        ) : null}
      </dl>
      <Button size="sm" onClick={onAnswer}>
        {t('admin.answer')}
      </Button>
    </li>
  );
}

/**
 * Banding & Keluhan (docs/business-rules.md#complaints-and-appeals): the open appeals and the
 * unanswered complaints, oldest first, each with its answer date and whether it is overdue. An
 * appeal shows the appealed decision, who took it and why, beside the company's reason and
 * files; it is upheld or dismissed with a reason (the server refuses the original decider). A
 * complaint is answered by e-mail.
 */
export function AdminAppealsPage() {
  const { t } = useTranslation('appeals');
  const [appealPage, setAppealPage] = useState(1);
  const [complaintPage, setComplaintPage] = useState(1);
  const appeals = useAdminAppeals(appealPage);
  const complaints = useAdminComplaints(complaintPage);
  const decide = useDecideAppeal();
  const startReview = useStartAppealReview();
  const answer = useAnswerComplaint();
  const [deciding, setDeciding] = useState<{ appeal: TAdminAppeal; decision: 'uphold' | 'dismiss' } | null>(null);
  const [answering, setAnswering] = useState<TAdminComplaint | null>(null);

  const a = appeals.data;
  const c = complaints.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <section aria-labelledby="appeals-queue" className="space-y-3">
        <h2 id="appeals-queue" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('admin.appeals')}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {a ? t('admin.counts', { open: a.open_count, overdue: a.overdue_count }) : null}
          </span>
        </h2>
        <QueueState
          isLoading={appeals.isLoading}
          isError={appeals.isError}
          onRetry={() => void appeals.refetch()}
          empty={a?.items.length === 0}
        />
        {a?.items.length ? (
          <>
            <ul className="space-y-3">
              {a.items.map((item) => (
                <AppealCard
                  key={item.uuid}
                  appeal={item}
                  onDecide={(decision) => setDeciding({ appeal: item, decision })}
                  starting={startReview.isPending && startReview.variables === item.uuid}
                  onStartReview={() =>
                    startReview.mutate(item.uuid, {
                      onSuccess: () => toast({ title: t('admin.reviewStarted'), variant: 'success' }),
                      onError: (e) => showErrorToast(e),
                    })
                  }
                />
              ))}
            </ul>
            <Pagination page={appealPage} perPage={QUEUE_PER_PAGE} total={a.total} onPageChange={setAppealPage} />
          </>
        ) : null}
      </section>
      <section aria-labelledby="complaints-queue" className="space-y-3">
        <h2 id="complaints-queue" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('admin.complaints')}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {c ? t('admin.counts', { open: c.open_count, overdue: c.overdue_count }) : null}
          </span>
        </h2>
        <QueueState
          isLoading={complaints.isLoading}
          isError={complaints.isError}
          onRetry={() => void complaints.refetch()}
          empty={c?.items.length === 0}
        />
        {c?.items.length ? (
          <>
            <ul className="space-y-3">
              {c.items.map((item) => (
                <ComplaintCard key={item.uuid} complaint={item} onAnswer={() => setAnswering(item)} />
              ))}
            </ul>
            <Pagination page={complaintPage} perPage={QUEUE_PER_PAGE} total={c.total} onPageChange={setComplaintPage} />
          </>
        ) : null}
      </section>
      {deciding ? (
        <ReasonDialog
          title={t(deciding.decision === 'uphold' ? 'admin.upholdTitle' : 'admin.dismissTitle')}
          description={t('admin.decideDescription', { subject: deciding.appeal.subject_label })}
          label={t('admin.decisionReason')}
          confirmLabel={t(deciding.decision === 'uphold' ? 'admin.uphold' : 'admin.dismiss')}
          hint={t('admin.reasonHint')}
          isPending={decide.isPending}
          onCancel={() => setDeciding(null)}
          onSubmit={(reason) =>
            decide.mutate(
              { uuid: deciding.appeal.uuid, decision: deciding.decision, reason },
              {
                onSuccess: () => {
                  toast({ title: t('admin.decided'), variant: 'success' });
                  setDeciding(null);
                },
              },
            )
          }
        />
      ) : null}
      {answering ? (
        <ReasonDialog
          title={t('admin.answerTitle')}
          description={t('admin.answerDescription', { email: answering.email })}
          label={t('admin.answerLabel')}
          confirmLabel={t('admin.answer')}
          hint={t('admin.reasonHint')}
          isPending={answer.isPending}
          onCancel={() => setAnswering(null)}
          onSubmit={(text) =>
            answer.mutate(
              { uuid: answering.uuid, answer: text },
              {
                onSuccess: () => {
                  toast({ title: t('admin.answered'), variant: 'success' });
                  setAnswering(null);
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}
