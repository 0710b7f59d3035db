import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { COMPANY_STATUS, type TAdminCompanyDetailResponse } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ClaimControl } from '@/features/claims';
import { ReviewHistory } from '@/components/ui/review-history';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { useAdminCompany } from '../api/get-admin-company';
import { useNextInQueue } from '../api/next-in-queue';
import { CompanyDataCard } from '../components/company-data-card';
import { DecisionCard } from '../components/decision-card';
import { DocumentsCard } from '../components/documents-card';
import { OtherDocumentsCard } from '../components/other-documents-card';
import { OwnerCard } from '../components/owner-card';
import { DetailError, DetailSkeleton } from '../components/page-states';
import { PreviewPane } from '../components/preview-pane';
import { RejectDocumentDialog } from '../components/reject-document-dialog';
import { RemindCompanyButton } from '../components/remind-company-button';
import { VerifyRemainingDialog } from '../components/verify-remaining-dialog';
import { parseCompanyId } from '../lib/company-id';
import { missingForApproval, registrationGroups } from '../lib/documents';
import { listPathFrom } from '../lib/list-view';
import { useReviewKeys } from '../lib/use-review-keys';
import { useReviewWorkspace } from '../lib/use-review-workspace';
import { IdNumber } from '@/components/ui/id-number';
import { EntityHistory } from '@/features/audit';

/** Company detail and verification: data, documents and a preview pane side by side, the decision, the history. */
export function AdminCompanyDetailPage() {
  const id = parseCompanyId(useParams().companyId);
  const detail = useAdminCompany(id);
  if (!id) return <DetailError error={null} onRetry={() => undefined} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <DetailError error={detail.error} onRetry={() => void detail.refetch()} />;
  return <CompanyReview key={id} data={detail.data} />;
}

const REMINDABLE: readonly string[] = [COMPANY_STATUS.UNVERIFIED, COMPANY_STATUS.REJECTED];

function CompanyReview({ data }: { data: TAdminCompanyDetailResponse }) {
  const { t } = useTranslation('admin');
  const { state } = useLocation();
  const navigate = useNavigate();
  const { company } = data;
  const groups = registrationGroups(data);
  const missing = missingForApproval(groups);
  const ws = useReviewWorkspace(data, groups);
  const next = useNextInQueue(company.companyId, !ws.canReview).data ?? null;
  const listPath = listPathFrom(state);

  useReviewKeys((key) => {
    if (key === 'next') ws.next?.();
    else if (key === 'previous') ws.previous?.();
    else if (key === 'verify') ws.verify();
    else if (key === 'reject') ws.openReject();
    else if (key === 'nextCompany' && next && !ws.canReview)
      void navigate(`/admin/companies/${next.companyId}`, { state });
  });

  const rejecting = ws.dialog === 'reject' && ws.group?.current ? ws.group.current : null;
  return (
    <div className="space-y-6">
      <PageHeader
        title={company.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <EntityStatusBadge status={company.status} />
            <span>
              {t('companyFields.npwp')} <IdNumber kind="npwp" value={company.npwp} /> · {t('companyFields.nib')}{' '}
              <IdNumber kind="nib" value={company.nib} />
            </span>
            <ClaimControl
              target={{ entity_type: 'company', entity_id: String(company.companyId), label: company.name }}
              claimedBy={data.claimed_by}
            />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={listPath} className={buttonClasses('ghost')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('detail.backToList')}
            </Link>
            {REMINDABLE.includes(company.status) ? <RemindCompanyButton company={company} /> : null}
            <Link to={`/admin/companies/edit/${company.companyId}`} state={state} className={buttonClasses('outline')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('detail.edit')}
            </Link>
          </div>
        }
      />
      {company.status === COMPANY_STATUS.REJECTED && company.review_note ? (
        <div
          role="note"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <p className="font-medium">{t('detail.rejectionNote')}</p>
          <p className="mt-1 whitespace-pre-line">{company.review_note}</p>
        </div>
      ) : null}
      {/* Side by side where there is room, the pane below the list where there is not (docs/decisions/036). */}
      <div className="@container">
        <div className="grid items-start gap-6 @2xl:grid-cols-[18rem_minmax(0,1fr)] @5xl:grid-cols-[minmax(0,17rem)_minmax(0,20rem)_minmax(0,1fr)]">
          <div className="space-y-6 @5xl:order-2">
            <DocumentsCard detail={data} groups={groups} ws={ws} />
            <DecisionCard
              company={company}
              claimedBy={data.claimed_by}
              documents={data.documents}
              missing={missing}
              next={next}
              nextState={state}
            />
          </div>
          <div className="@2xl:sticky @2xl:top-20 @5xl:order-3">
            <PreviewPane
              group={ws.group}
              position={ws.position}
              total={ws.total}
              canReview={ws.canReview}
              isVerifying={ws.isVerifying}
              onPrevious={ws.previous}
              onNext={ws.next}
              onVerify={ws.verify}
              onReject={(opener) => ws.openReject(opener)}
            />
          </div>
          <div className="space-y-6 @2xl:col-span-2 @5xl:order-1 @5xl:col-span-1">
            <CompanyDataCard company={company} />
            <OwnerCard company={company} user={data.user} />
            <Card>
              <CardContent className="pt-6">
                <ReviewHistory events={data.history} title={t('queue.history.title')} />
              </CardContent>
            </Card>
            <OtherDocumentsCard detail={data} />
          </div>
        </div>
      </div>
      <EntityHistory entityType="company" entityId={String(company.companyId)} />
      {rejecting ? (
        <RejectDocumentDialog
          doc={rejecting}
          label={t(`documentTypes.${rejecting.document_type}`)}
          onClose={ws.closeDialog}
        />
      ) : null}
      {ws.dialog === 'verifyAll' ? (
        <VerifyRemainingDialog
          companyId={company.companyId}
          labels={ws.remaining.map((g) => t(`documentTypes.${g.type}`))}
          onClose={ws.closeDialog}
        />
      ) : null}
    </div>
  );
}
