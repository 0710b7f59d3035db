import { useId, useRef, useState } from 'react';
import { ArrowRight, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_STATUS,
  type TAdminCompanyDetailResponse,
  type TAdminDocument,
  type TClaimedBy,
} from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useClaimWarning } from '@/features/claims';
import type { TRegistrationDocumentType } from '@portal/contract';
import { ApproveCompanyDialog } from './approve-company-dialog';
import { RejectCompanyDialog } from './reject-company-dialog';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

interface Props {
  company: TAdminCompanyDetailResponse['company'];
  missing: TRegistrationDocumentType[];
  /** The oldest company still waiting, offered once this one is decided (docs/business-rules.md#verification-queue). */
  next?: { companyId: number; name: string } | null;
  /** Router state for the next company's page (the list to come back to). */
  nextState?: unknown;
  /** Who is handling the company: another clerk's claim is warned about before a decision. */
  claimedBy?: TClaimedBy | null;
  /** The company's documents: the notes on the rejected ones become the rejection's default reason. */
  documents?: readonly TAdminDocument[];
}

/**
 * The registration decision (docs/business-rules.md#company-status): only while in review; approval needs
 * every required document verified, so the button stays disabled and names what is missing.
 */
export function DecisionCard({ company, missing, next, nextState, claimedBy, documents = [] }: Props) {
  const { t, i18n } = useTranslation('admin');
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const focus = useReturnFocus();
  const section = useRef<HTMLDivElement>(null);
  const missingId = useId();
  const isInReview = company.status === COMPANY_STATUS.IN_REVIEW;
  const close = (done: boolean) => {
    setDialog(null);
    // After a decision the buttons are gone: the card (with the new state) takes the focus.
    focus.restore(done ? section.current : undefined);
  };
  const claimWarning = useClaimWarning();
  const open = (kind: 'approve' | 'reject', opener: HTMLElement) =>
    claimWarning.confirmFirst(claimedBy, () => {
      focus.remember(opener);
      setDialog(kind);
    });

  let statusText: string;
  if (company.status === COMPANY_STATUS.VERIFIED || company.status === COMPANY_STATUS.ACTIVE)
    statusText = t('detail.decision.verifiedText', {
      date: formatDateTime(company.verified_at, localeOf(i18n.language)),
    });
  else if (company.status === COMPANY_STATUS.REJECTED) statusText = t('detail.decision.rejectedText');
  else if (company.status === COMPANY_STATUS.UNVERIFIED) statusText = t('detail.decision.unverifiedText');
  else statusText = t('detail.decision.inReviewText');

  return (
    <Card>
      {claimWarning.dialog}
      <div ref={section} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-brand-500">
        <CardHeader>
          <CardTitle>{t('detail.decision.title')}</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">{statusText}</p>
        </CardHeader>
        {isInReview ? (
          <CardContent className="space-y-3">
            {missing.length ? (
              <p
                id={missingId}
                className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
              >
                {t('detail.decision.missing', { list: missing.map((m) => t(`documentTypes.${m}`)).join(', ') })}
              </p>
            ) : (
              <p className="text-sm text-emerald-700 dark:text-emerald-300">{t('detail.decision.allVerified')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={missing.length > 0}
                aria-describedby={missing.length ? missingId : undefined}
                onClick={(e) => open('approve', e.currentTarget)}
              >
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t('detail.decision.approve')}
              </Button>
              <Button variant="destructive" onClick={(e) => open('reject', e.currentTarget)}>
                <XCircle aria-hidden="true" className="size-4" />
                {t('detail.decision.reject')}
              </Button>
            </div>
          </CardContent>
        ) : next ? (
          <CardContent>
            <Link
              to={`/admin/companies/${next.companyId}`}
              state={nextState}
              aria-keyshortcuts="n"
              className={buttonClasses('primary')}
              data-testid="next-in-queue"
            >
              {t('queue.next', { name: next.name })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </CardContent>
        ) : null}
      </div>
      {dialog === 'approve' ? <ApproveCompanyDialog company={company} onClose={close} /> : null}
      {dialog === 'reject' ? (
        <RejectCompanyDialog
          company={company}
          defaultNote={documents
            .filter((d) => d.is_current && d.status === 'rejected' && d.review_note?.trim())
            .map(
              (d) =>
                `${t(`documentTypes.${d.document_type}`, { defaultValue: d.document_type })}: ${d.review_note!.trim()}`,
            )
            .join('\n')}
          onClose={close}
        />
      ) : null}
    </Card>
  );
}
