import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isCodeReg, type TApplication } from '@portal/contract';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ClaimControl } from '@/features/claims';
import { StatusBadge } from '@/components/ui/status-badge';
import { EntityHistory } from '@/features/audit';
import { useApplication } from '../api/applications';
import { ApplicationDataCard } from '../components/application-data-card';
import { DecisionCard } from '../components/decision-card';
import { DetailError, DetailSkeleton } from '../components/detail-states';
import { DocumentRequestsCard } from '../components/document-requests-card';
import { InvoiceCard } from '../components/invoice-card';
import { SupportingDocumentsCard } from '../components/supporting-documents-card';
import { TimelineCard } from '../components/timeline-card';
import { listPathFrom } from '@/lib/admin/list-filters';

/** The admin's application detail: everything the company sent, the invoice and payment, requests, the timeline and the decision. */
export function AdminApplicationDetailPage() {
  const raw = useParams().code_reg ?? '';
  const code = isCodeReg(raw) ? raw : null;
  const { state } = useLocation();
  const listPath = listPathFrom(state, '/admin/applications');
  const detail = useApplication(code);
  if (!code) return <DetailError error={null} onRetry={() => undefined} listPath={listPath} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return <DetailError error={detail.error} onRetry={() => void detail.refetch()} listPath={listPath} />;
  return <ApplicationReview app={detail.data.application} listPath={listPath} />;
}

function ApplicationReview({ app, listPath }: { app: TApplication; listPath: string }) {
  const { t } = useTranslation('adminWorkflow');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('detail.title', { code: app.code_reg })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={app.status} />
            <span>
              {t(`types.${app.type}`)} · {app.company.name}
            </span>
            <ClaimControl
              target={{ entity_type: 'application', entity_id: app.code_reg, label: app.code_reg }}
              claimedBy={app.claimed_by}
            />
          </span>
        }
        actions={
          <Link to={listPath} className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('detail.backToList')}
          </Link>
        }
      />
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] @6xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="min-w-0 space-y-6 @4xl:order-2">
            <DecisionCard app={app} />
            <InvoiceCard app={app} />
            <DocumentRequestsCard app={app} />
          </div>
          <div className="min-w-0 space-y-6 @4xl:order-1">
            <SupportingDocumentsCard app={app} />
            <ApplicationDataCard app={app} />
            <TimelineCard events={app.timeline} />
            <EntityHistory entityType="application" entityId={app.code_reg} />
          </div>
        </div>
      </div>
    </div>
  );
}
