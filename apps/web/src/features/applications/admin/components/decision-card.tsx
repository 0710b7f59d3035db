import { useEffect, useId, useRef, useState } from 'react';
import { useClaimWarning } from '@/features/claims';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { APPLICATION_STATUS, DOCUMENT_REQUEST_STATUS, INVOICE_STATUS, type TApplication } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { formatDateTime } from '@/lib/format-date';
import { translateFieldMessage } from '@/lib/field-messages';
import { localeOf } from '@/lib/locale';
import { getAdminApplications, useDecideApplication } from '../api/applications';
import { useShortcutKeys } from '@/hooks/use-shortcut-keys';
import { KeyHints } from '@/components/admin/key-hints';
import { fieldError, refusalMessage, showActionError } from '@/lib/admin/action-error';
import { approvalBlocks, canReject } from '../lib/approval';
import { CertificateLinks } from './certificate-links';
import { ReasonDialog } from '@/components/ui/reason-dialog';

const REVIEW_DECISION_KEYS = { v: 'approve', r: 'reject' } as const satisfies Record<string, 'approve' | 'reject'>;

/**
 * Approve, or reject with a reason (admin/applications/decide.php). Approval stays disabled, with
 * the reason beside it, while the application is not under review, the invoice is unpaid or a
 * document request is open; a refusal by the server (409) is shown here in its own words.
 */
export function DecisionCard({ app }: { app: TApplication }) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = useDecideApplication();
  const focus = useReturnFocus();
  const blockedId = useId();
  const blocks = approvalBlocks(app);
  const openCount = app.document_requests.filter((r) => r.status === DOCUMENT_REQUEST_STATUS.OPEN).length;
  const decidable = canReject(app);

  const claimWarning = useClaimWarning();
  // Another clerk handling it: a warning first (docs/business-rules.md#claiming); the server never refuses for it.
  const open = (kind: 'approve' | 'reject', opener: HTMLElement) =>
    claimWarning.confirmFirst(app.claimed_by, () => {
      focus.remember(opener);
      setRefusal(null);
      setDialog(kind);
    });
  const close = () => {
    setDialog(null);
    focus.restore();
  };
  const navigate = useNavigate();
  const location = useLocation();
  /**
   * "Next" after a decision (defect 9): the oldest application still under review opens, with the
   * list to come back to; with none left the clerk stays here and is told so.
   */
  const goNext = async () => {
    const next = await getAdminApplications({ status: APPLICATION_STATUS.UNDER_REVIEW, sort: 'waiting', per_page: 2 })
      .then((r) => r.items.find((a) => a.code_reg !== app.code_reg) ?? null)
      .catch(() => null);
    if (next) void navigate(`/admin/applications/${next.code_reg}`, { state: location.state as unknown });
    else toast({ title: t('detail.decision.queueEmpty'), variant: 'success' });
  };
  const approveButton = useRef<HTMLButtonElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  // The review queue's keys, as on the payment and company queues: v approve, r reject (docs/decisions/036).
  useShortcutKeys(REVIEW_DECISION_KEYS, (key) => {
    if (!decidable || decide.isPending) return;
    if (key === 'approve' && blocks.length === 0 && approveButton.current) open('approve', approveButton.current);
    if (key === 'reject' && rejectButton.current) open('reject', rejectButton.current);
  });
  // `v` / `r` on the review list open the application with `?decide=approve|reject`: that dialog opens once.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('decide');
  useEffect(() => {
    if (asked !== 'approve' && asked !== 'reject') return;
    setSearchParams(
      (p) => {
        p.delete('decide');
        return p;
      },
      { replace: true, state: location.state as unknown },
    );
    const button = asked === 'approve' ? approveButton.current : rejectButton.current;
    if (decidable && button && !button.disabled) open(asked, button);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const run = (decision: 'approve' | 'reject', note?: string) =>
    decide.mutate(
      { code_reg: app.code_reg, decision, note },
      {
        onSuccess: () => {
          toast({
            title: t(decision === 'approve' ? 'detail.decision.approvedToast' : 'detail.decision.rejectedToast', {
              code: app.code_reg,
            }),
            variant: 'success',
          });
          setDialog(null);
          void goNext();
        },
        onError: (error) => {
          if (fieldError(error, 'note')) return;
          setDialog(null);
          const refused = refusalMessage(error);
          if (refused) setRefusal(refused);
          else showActionError(error, t('refusedTitle'));
        },
      },
    );

  let statusText: string;
  if (app.status === APPLICATION_STATUS.APPROVED || app.status === APPLICATION_STATUS.COMPLETED)
    statusText = t('detail.decision.approvedText', {
      date: app.decided_at ? formatDateTime(app.decided_at, localeOf(i18n.language)) : '-',
    });
  else if (app.status === APPLICATION_STATUS.REJECTED) statusText = t('detail.decision.rejectedText');
  else if (app.status === APPLICATION_STATUS.SUBMITTED) statusText = t('detail.decision.submittedText');
  else if (app.status === APPLICATION_STATUS.DRAFT) statusText = t('detail.decision.draftText');
  else statusText = t('detail.decision.underReviewText');

  return (
    <Card>
      {claimWarning.dialog}
      <CardHeader>
        <CardTitle>{t('detail.decision.title')}</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">{statusText}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <CertificateLinks app={app} />
        {app.status === APPLICATION_STATUS.REJECTED && app.rejection_reason ? (
          <p
            role="note"
            className="rounded-md bg-red-50 p-3 text-sm whitespace-pre-line text-red-800 dark:bg-red-950/40 dark:text-red-200"
          >
            <span className="font-medium">{t('detail.decision.reason')}:</span> {app.rejection_reason}
          </p>
        ) : null}
        {app.status === APPLICATION_STATUS.REJECTED && app.invoice?.status === INVOICE_STATUS.PAID ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            {t('detail.decision.refundHint')}{' '}
            <Link
              to={`/admin/transactions?q=${encodeURIComponent(app.invoice.transId)}`}
              className="font-medium underline"
            >
              {t('detail.decision.refundLink')}
            </Link>
          </p>
        ) : null}
        {decidable ? (
          <>
            {blocks.length ? (
              <ul
                id={blockedId}
                className="space-y-1 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
              >
                {blocks.map((b) => (
                  <li key={b}>{t(`detail.decision.blocks.${b}`, { count: openCount })}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-emerald-700 dark:text-emerald-300">{t('detail.decision.ready')}</p>
            )}
            {refusal ? (
              <p
                role="alert"
                className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
              >
                {refusal}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                ref={approveButton}
                disabled={blocks.length > 0}
                aria-describedby={blocks.length ? blockedId : undefined}
                aria-keyshortcuts="v"
                onClick={(e) => open('approve', e.currentTarget)}
              >
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('detail.decision.approve')}
              </Button>
              <Button
                ref={rejectButton}
                variant="destructive"
                aria-keyshortcuts="r"
                onClick={(e) => open('reject', e.currentTarget)}
              >
                <XCircle aria-hidden="true" className="size-4" />
                {t('detail.decision.reject')}
              </Button>
            </div>
            <KeyHints
              hints={[
                ['v', t('keys.approve')],
                ['r', t('keys.reject')],
              ]}
            />
          </>
        ) : null}
      </CardContent>
      {dialog === 'approve' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={t('detail.decision.approveDialog.title', { code: app.code_reg })}
          description={t('detail.decision.approveDialog.description', { company: app.company.name })}
          confirmLabel={t('detail.decision.approve')}
          isPending={decide.isPending}
          onConfirm={() => run('approve')}
        />
      ) : null}
      {dialog === 'reject' ? (
        <ReasonDialog
          hint={t('reasonHint')}
          title={t('detail.decision.rejectDialog.title', { code: app.code_reg })}
          description={t(
            app.status === APPLICATION_STATUS.SUBMITTED
              ? 'detail.decision.rejectDialog.descriptionUnpaid'
              : 'detail.decision.rejectDialog.description',
            { company: app.company.name },
          )}
          label={t('detail.decision.rejectDialog.reason')}
          confirmLabel={t('detail.decision.reject')}
          isPending={decide.isPending}
          serverError={translateFieldMessage(fieldError(decide.error, 'note'), t)}
          onSubmit={(note) => run('reject', note)}
          onCancel={close}
        />
      ) : null}
    </Card>
  );
}
