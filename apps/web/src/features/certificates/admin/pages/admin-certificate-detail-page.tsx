import { useState } from 'react';
import { ArrowLeft, Award, Ban, FilePen, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { CERTIFICATE_STATUS } from '@portal/contract/constants';
import type { TAdminCertificate } from '@portal/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailError, DetailSkeleton } from '@/components/ui/detail-states';
import { FileButtons } from '@/components/ui/file-links';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusTimeline } from '@/components/ui/status-timeline';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { translateFieldMessage } from '@/lib/field-messages';
import { formatBusinessDate, formatDateTime, formatRelative } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import { useAdminCertificate, useRevokeCertificate } from '../api/certificates';
import { CertificateDataList } from '../components/certificate-data-list';
import { DaysLeft } from '../components/days-left';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { RevisionsCard } from '../components/revisions-card';
import { listPathFrom } from '@/lib/admin/list-filters';
import { showActionError } from '@/lib/admin/action-error';
import { APPROVALS_PATH, isPendingApproval, toastPendingApproval } from '@/lib/admin/pending-approval';
import { fieldErrors } from '../lib/action-error';
import { isCertificateUuid } from '../lib/list-filters';
import { EntityHistory } from '@/features/audit';

/** An issued certificate for the admin: its data, revisions with their PDFs, status history, verifications; revise or revoke. */
export function AdminCertificateDetailPage() {
  const { t } = useTranslation('adminCertificates');
  const raw = useParams().certificateUuid ?? '';
  const uuid = isCertificateUuid(raw) ? raw : null;
  const listPath = listPathFrom(useLocation().state, '/admin/certificates');
  const detail = useAdminCertificate(uuid);
  const notFound = { title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') };
  if (!uuid)
    return <DetailError error={null} onRetry={() => undefined} listPath={listPath} icon={Award} notFound={notFound} />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return (
      <DetailError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        listPath={listPath}
        icon={Award}
        notFound={notFound}
      />
    );
  return <CertificateDetail certificate={detail.data.certificate} listPath={listPath} />;
}

function CertificateDetail({ certificate: c, listPath }: { certificate: TAdminCertificate; listPath: string }) {
  const { t, i18n } = useTranslation('adminCertificates');
  const locale = localeOf(i18n.language);
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeCertificate();
  const focus = useReturnFocus();
  const isActive = c.status === CERTIFICATE_STATUS.ACTIVE;
  // A revocation or revision waiting for a second administrator takes the actions' place.
  const waiting = isActive ? c.pending_approval : null;
  const currentPdf =
    c.revision_pdf_urls[c.revisions.findIndex((r) => r.revision === c.revision)] ??
    c.revision_pdf_urls.at(-1) ??
    c.pdf_url;

  const close = () => {
    setRevoking(false);
    focus.restore();
  };
  const runRevoke = (reason: string) =>
    revoke.mutate(
      { uuid: c.certificate_uuid, reason },
      {
        onSuccess: (data) => {
          if (isPendingApproval(data)) toastPendingApproval();
          else toast({ title: t('detail.revoke.done', { number: c.number }), variant: 'success' });
          setRevoking(false);
        },
        onError: (error) => {
          if (fieldErrors(error).reason) return;
          close();
          showActionError(error, t('refusedTitle'));
        },
      },
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={c.number}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={c.status} supersededKind={c.superseded_kind} />
            <span>
              {c.data.company_name} · {t('detail.revisionN', { revision: c.revision })}
            </span>
          </span>
        }
        actions={
          <Link to={listPath} className={buttonClasses('ghost')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('detail.backToList')}
          </Link>
        }
      />
      {c.status === CERTIFICATE_STATUS.REVOKED ? (
        <Callout
          tone="danger"
          icon={Ban}
          title={t('detail.revokedTitle', { date: formatDateTime(c.revoked_at, locale) })}
          role="status"
        >
          <p className="text-sm whitespace-pre-line">{c.revoke_reason}</p>
        </Callout>
      ) : null}
      {c.status === CERTIFICATE_STATUS.SUPERSEDED && c.superseded_by ? (
        <Callout tone="info" icon={Award} title={t('detail.supersededTitle')} role="status">
          <p className="text-sm">
            <Link to={`/admin/certificates/${c.superseded_by.certificate_uuid}`} className="font-medium underline">
              {c.superseded_by.number}
            </Link>
          </p>
        </Callout>
      ) : null}
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] @6xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div className="min-w-0 space-y-6 @4xl:order-2">
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.actions.title')}</CardTitle>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {!isActive
                    ? t('detail.actions.inactiveText')
                    : waiting
                      ? t('detail.actions.pendingText')
                      : t('detail.actions.activeText')}
                </p>
              </CardHeader>
              <CardContent className="space-y-4">
                <div className="space-y-2">
                  <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                    {t('detail.currentPdf', { revision: c.revision })}
                  </p>
                  <FileButtons url={currentPdf} fileName={`${c.number}.pdf`} label={c.number} />
                </div>
                {waiting ? (
                  <Callout
                    tone="warning"
                    icon={Hourglass}
                    role="status"
                    title={t(
                      waiting.action === 'certificate.revoke'
                        ? 'detail.pending.revokeTitle'
                        : 'detail.pending.reviseTitle',
                    )}
                  >
                    <p className="text-sm">
                      {t('detail.pending.text', {
                        name: waiting.requested_by_name,
                        date: formatDateTime(waiting.requested_at, locale),
                        until: formatDateTime(waiting.expires_at, locale),
                      })}
                    </p>
                    <p className="text-sm">
                      <Link to={APPROVALS_PATH} className="font-medium underline">
                        {t('detail.pending.link')}
                      </Link>
                    </p>
                  </Callout>
                ) : isActive ? (
                  <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                    <Link to={`/admin/sbu/edit/${c.certificate_uuid}`} className={buttonClasses('primary')}>
                      <FilePen aria-hidden="true" className="size-4" />
                      {t('detail.actions.revise')}
                    </Link>
                    <Button
                      variant="destructive"
                      onClick={(e) => {
                        focus.remember(e.currentTarget);
                        revoke.reset();
                        setRevoking(true);
                      }}
                    >
                      <Ban aria-hidden="true" className="size-4" />
                      {t('detail.actions.revoke')}
                    </Button>
                  </div>
                ) : null}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.verifications.title')}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-1 text-sm">
                <p className="text-2xl font-semibold tabular-nums text-slate-900 dark:text-slate-100">
                  {c.verification_count}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {c.verification_count === 0
                    ? t('detail.verifications.none')
                    : t('detail.verifications.summary', {
                        count: c.verification_count,
                        last: c.last_verified_at ? formatRelative(c.last_verified_at) : '-',
                      })}
                </p>
                <p className="pt-2 text-xs break-all text-slate-600 dark:text-slate-400">
                  {t('detail.verifications.publicUrl')}:{' '}
                  <a
                    href={c.public_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline dark:text-brand-100"
                  >
                    {c.public_url}
                  </a>
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.history')}</CardTitle>
              </CardHeader>
              <CardContent>
                <StatusTimeline events={c.status_history} label={t('detail.history')} />
              </CardContent>
            </Card>
          </div>
          <div className="min-w-0 space-y-6 @4xl:order-1">
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.dataTitle')}</CardTitle>
              </CardHeader>
              <CardContent>
                <CertificateDataList
                  data={c.data}
                  extra={[
                    [t('fields.issuedOn'), formatBusinessDate(c.issued_on, locale)],
                    [
                      t('fields.validUntil'),
                      <span key="vu">
                        {formatBusinessDate(c.valid_until, locale)}
                        <DaysLeft days={c.days_left} status={c.status} />
                      </span>,
                    ],
                    [
                      t('fields.application'),
                      <Link
                        key="app"
                        to={`/admin/applications/${c.application.code_reg}`}
                        className="font-mono text-brand-700 hover:underline dark:text-brand-100"
                      >
                        {c.application.code_reg}
                      </Link>,
                    ],
                    [t('fields.applicationType'), t(`types.${c.application.type}`)],
                    [
                      t('fields.replaces'),
                      c.replaces ? (
                        <Link
                          key="rep"
                          to={`/admin/certificates/${c.replaces.certificate_uuid}`}
                          className="font-mono text-brand-700 hover:underline dark:text-brand-100"
                        >
                          {c.replaces.number}
                        </Link>
                      ) : null,
                    ],
                  ]}
                />
              </CardContent>
            </Card>
            <RevisionsCard certificate={c} />
            <EntityHistory entityType="certificate" entityId={c.certificate_uuid} />
          </div>
        </div>
      </div>
      {revoking ? (
        <ReasonDialog
          hint={t('reasonHint')}
          title={t('detail.revoke.title', { number: c.number })}
          description={t('detail.revoke.description', { company: c.data.company_name })}
          label={t('detail.revoke.reason')}
          confirmLabel={t('detail.actions.revoke')}
          isPending={revoke.isPending}
          serverError={translateFieldMessage(fieldErrors(revoke.error).reason, t)}
          onSubmit={runRevoke}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
