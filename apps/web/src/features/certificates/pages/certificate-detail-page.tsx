import type { ReactNode } from 'react';
import { ArrowLeft, Ban, RefreshCw, ShieldX, TrendingUp, Info } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_STATUS, QUALIFICATION_LABELS } from '@portal/contract/constants';
import { formatNpwp, type TCertificate } from '@portal/contract';
import { AppealPanel } from '@/features/appeals';
import { buttonClasses } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { DetailError, DetailSkeleton } from '@/components/ui/detail-states';
import { FileButtons } from '@/components/ui/file-links';
import { StatusBadge } from '@/components/ui/status-badge';
import { StatusTimeline } from '@/components/ui/status-timeline';
import { formatBusinessDate, formatDateTime } from '@/lib/format-date';
import { useLocale } from '@/lib/locale';
import { useCertificate } from '../api/certificates';
import { renewalPath, upgradePath } from '../components/certificate-actions';
import { CredentialCard } from '../components/credential-card';
import { DaysLeft } from '../components/days-left';
import { QrCard } from '../components/qr-card';
import { RenewalNote } from '../components/renewal-note';
import { RevisionList } from '../components/revision-list';
import { VerificationLog, VerificationSummary } from '../components/verification-log';
import { renewalStateOf } from '../lib/validity';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">{children}</CardContent>
    </Card>
  );
}

function SubBidangTable({ c }: { c: TCertificate }) {
  const { t } = useTranslation('certificates');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('subBidang.caption', { number: c.number })}</caption>
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('subBidang.code')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('subBidang.name')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('subBidang.kbli')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top dark:divide-slate-800">
          {c.data.sub_bidang.map((s) => (
            <tr key={s.code}>
              <th scope="row" className="py-2 pr-3 font-mono font-medium whitespace-nowrap">
                {s.code}
              </th>
              <td className="py-2 pr-3">
                {s.name}
                <span className="block text-xs text-slate-600 dark:text-slate-400">{`${s.bidang_code} — ${s.bidang_name}`}</span>
              </td>
              <td className="py-2">
                <span className="font-mono">{s.kbli_code}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{s.kbli_title}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renew (while the window is open; otherwise the sentence with the window's dates) and upgrade (an active certificate). */
function Actions({ c }: { c: TCertificate }) {
  const { t } = useTranslation('certificates');
  const state = renewalStateOf(c.status, c.renewal, new Date(), c.valid_until);
  const canUpgrade = c.status === CERTIFICATE_STATUS.ACTIVE && !c.renewal.renewal_code_reg;
  return (
    <div className="space-y-4 text-sm">
      <div className="space-y-2">
        <p className="text-slate-700 dark:text-slate-300">
          <RenewalNote state={state} status={c.status} />
        </p>
        {c.renewal.can_renew ? (
          <Link to={renewalPath(c.certificate_uuid)} className={buttonClasses('primary', 'md')}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('actions.renew')}
          </Link>
        ) : state.kind === 'after' ? (
          <Link to="/applications/new" className={buttonClasses('outline', 'md')}>
            {t('apply.newApplication')}
          </Link>
        ) : null}
      </div>
      {canUpgrade ? (
        <div className="space-y-2 border-t border-slate-100 pt-4 dark:border-slate-800">
          <p className="text-slate-700 dark:text-slate-300">{t('actions.upgradeHint')}</p>
          <Link to={upgradePath(c.certificate_uuid)} className={buttonClasses('outline', 'md')}>
            <TrendingUp aria-hidden="true" className="size-4" />
            {t('actions.upgrade')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** `/certificates/view/{certificateUuid}`: the certificate, its PDF and QR code, revisions, verifications, history, and renewal (docs/api.md#certificates). */
export function CertificateDetailPage() {
  const { t } = useTranslation('certificates');
  const appT = useTranslation('applications').t;
  const { language, locale } = useLocale();
  const uuid = useParams().certificateUuid ?? '';
  const query = useCertificate(uuid);
  const c = query.data;
  if (!c) {
    if (query.isPending) return <DetailSkeleton />;
    return (
      <DetailError
        error={query.error}
        onRetry={() => void query.refetch()}
        listPath="/certificates"
        icon={ShieldX}
        notFound={{ title: t('detail.notFoundTitle'), description: t('detail.notFoundDescription') }}
      />
    );
  }
  const d = c.data;
  return (
    <div className="space-y-4">
      <Link
        to="/certificates"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-sky-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="font-mono text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
            {c.number}
          </h2>
          <p className="text-base font-medium text-slate-800 dark:text-slate-200">{d.company_name}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span>
              {t('list.validity', {
                from: formatBusinessDate(c.issued_on, locale),
                to: formatBusinessDate(c.valid_until, locale),
              })}
            </span>
            <DaysLeft status={c.status} daysLeft={c.days_left} />
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={c.status} supersededKind={c.superseded_kind} className="text-sm" />
          {c.revision > 1 ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">{t('list.revision', { n: c.revision })}</span>
          ) : null}
        </div>
      </div>

      {c.status === CERTIFICATE_STATUS.SUPERSEDED ? (
        <Callout
          tone="info"
          icon={Info}
          role="status"
          title={t(c.superseded_kind === 'upgrade' ? 'detail.upgradedTitle' : 'detail.supersededTitle')}
        >
          <p className="text-sm">
            {t('detail.supersededText')}{' '}
            {c.superseded_by ? (
              <Link
                to={`/certificates/view/${c.superseded_by.certificate_uuid}`}
                className="font-mono font-semibold underline"
              >
                {c.superseded_by.number}
              </Link>
            ) : null}
          </p>
        </Callout>
      ) : null}
      {c.status === CERTIFICATE_STATUS.REVOKED ? (
        <Callout tone="danger" icon={Ban} role="status" title={t('detail.revokedTitle')}>
          {c.revoked_at ? (
            <p className="text-sm">{t('detail.revokedOn', { date: formatDateTime(c.revoked_at, locale) })}</p>
          ) : null}
          {c.revoke_reason ? (
            <p className="text-sm whitespace-pre-line">
              <span className="font-semibold">{t('detail.revokeReason')}:</span> {c.revoke_reason}
            </p>
          ) : null}
        </Callout>
      ) : null}
      <AppealPanel
        subjectType="certificate"
        subjectId={c.certificate_uuid}
        subjectLabel={c.number}
        refused={c.status === CERTIFICATE_STATUS.REVOKED}
      />

      {/* Phones: the PDF and the actions first, then the data; wide screens: the data left, the rest right. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1">
          <Section title={t('detail.pdf')}>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.pdfHint')}</p>
            <FileButtons
              url={c.pdf_url}
              fileName={`${c.number}.pdf`}
              label={t('detail.pdfLabel', { number: c.number })}
            />
          </Section>
          <Section title={t('credential.title')}>
            <CredentialCard c={c} />
          </Section>
          <Section title={t('detail.actions')}>
            <Actions c={c} />
          </Section>
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Section title={t('detail.data')}>
            <DetailList
              items={[
                [t('fields.company_name'), d.company_name],
                [t('fields.company_address'), d.company_address],
                [t('fields.npwp'), d.npwp ? <span className="font-mono">{formatNpwp(d.npwp)}</span> : null],
                [t('fields.qualification'), QUALIFICATION_LABELS[d.qualification][language]],
                [t('fields.issuedOn'), formatBusinessDate(c.issued_on, locale)],
                [t('fields.validUntil'), formatBusinessDate(c.valid_until, locale)],
                [t('fields.signatory'), [d.signatory_name, d.signatory_position].filter(Boolean).join(', ')],
                [t('fields.body_name'), d.body_name],
                [
                  t('fields.application'),
                  <span>
                    <Link
                      to={`/applications/${c.application.code_reg}`}
                      className="font-mono text-brand-700 hover:underline dark:text-sky-300"
                    >
                      {c.application.code_reg}
                    </Link>{' '}
                    · {appT(`types.${c.application.type}`)}
                  </span>,
                ],
                ...(c.replaces
                  ? [
                      [
                        t('fields.replaces'),
                        <Link
                          to={`/certificates/view/${c.replaces.certificate_uuid}`}
                          className="font-mono text-brand-700 hover:underline dark:text-sky-300"
                        >
                          {c.replaces.number}
                        </Link>,
                      ] as [string, ReactNode],
                    ]
                  : []),
              ]}
            />
          </Section>
          <Section title={t('detail.subBidang', { count: d.sub_bidang.length })}>
            <SubBidangTable c={c} />
          </Section>
          <Section title={t('detail.revisions')}>
            <RevisionList revisions={c.revisions} number={c.number} current={c.revision} />
          </Section>
          <Section title={t('detail.verifications')}>
            <VerificationSummary count={c.verification_count} lastAt={c.last_verified_at} />
            {c.verification_count > 0 ? <VerificationLog uuid={c.certificate_uuid} /> : null}
          </Section>
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-2">
          <Section title={t('detail.qr')}>
            <QrCard c={c} />
          </Section>
          <Section title={t('detail.history')}>
            <StatusTimeline events={c.status_history} label={t('detail.history')} />
          </Section>
        </div>
      </div>
    </div>
  );
}
